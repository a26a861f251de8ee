import type { ReactNode } from "react";
import { BrandMarkSymbol } from "./brand";

/**
 * The small line icons of the cards and the aircraft page, drawn once per page as symbols
 * (IconSprite, in the root layout) and each shown as a `<use>` of one: a catalogue page
 * repeats them on each of its cards, which in full cost 250 bytes an icon.
 */
const ICONS = {
  calendar: (
    <>
      <rect x="3" y="4.5" width="14" height="12" rx="2" />
      <path d="M3 8.5h14M7 2.5v3M13 2.5v3" strokeLinecap="round" />
    </>
  ),
  pin: (
    <>
      <path d="M10 17.5s5.5-5 5.5-9.5a5.5 5.5 0 1 0-11 0c0 4.5 5.5 9.5 5.5 9.5z" />
      <circle cx="10" cy="8" r="2" />
    </>
  ),
  eye: (
    <>
      <path d="M1.5 10S4.5 4 10 4s8.5 6 8.5 6-3 6-8.5 6-8.5-6-8.5-6z" />
      <circle cx="10" cy="10" r="2.5" />
    </>
  ),
  clock: (
    <>
      <circle cx="10" cy="10" r="7.5" />
      <path d="M10 6v4.25l2.75 1.75" strokeLinecap="round" strokeLinejoin="round" />
    </>
  ),
  compare: <path d="M3 4h5v12H3zM12 4h5v12h-5z" strokeLinejoin="round" />,
  heart: <path d="M10 16.5S3 12.3 3 7.6A3.6 3.6 0 0 1 10 6a3.6 3.6 0 0 1 7 1.6c0 4.7-7 8.9-7 8.9z" strokeLinejoin="round" />,
} as const;

type IconName = keyof typeof ICONS;

/** The symbols every `Icon` and the logo use; the heart's fill is left to each use (outlined, or filled once saved). */
export function IconSprite() {
  return (
    <svg aria-hidden="true" className="hidden">
      <BrandMarkSymbol />
      {Object.entries(ICONS).map(([name, drawing]) => (
        <symbol key={name} id={`icon-${name}`} viewBox="0 0 20 20" fill={name === "heart" ? undefined : "none"} stroke="currentColor" strokeWidth="1.6">
          {drawing}
        </symbol>
      ))}
    </svg>
  );
}

function Icon({ name, className = "icon", fill }: { name: IconName; className?: string; fill?: string }) {
  return (
    <svg className={className} aria-hidden="true" fill={fill}>
      <use href={`#icon-${name}`} />
    </svg>
  );
}

export const CalendarIcon = () => <Icon name="calendar" />;
export const PinIcon = () => <Icon name="pin" />;
export const EyeIcon = () => <Icon name="eye" />;
export const ClockIcon = () => <Icon name="clock" />;
export const CompareIcon = () => <Icon name="compare" />;
export const HeartIcon = ({ filled = false }: { filled?: boolean }) => <Icon name="heart" className="size-5" fill={filled ? "currentColor" : "none"} />;

export function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <span className="fact">
      {icon}
      {children}
    </span>
  );
}

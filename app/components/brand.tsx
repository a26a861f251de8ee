import { Link } from "react-router";

/** The logo: a plane on a rounded square, drawn once per page in the icon sprite (`BrandMarkSymbol`). */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" className={className}>
      <use href="#brand-mark" />
    </svg>
  );
}

/** The logo's drawing, for the sprite the server draws once per page (aircraft-facts.tsx). */
export function BrandMarkSymbol() {
  return (
    <symbol id="brand-mark" viewBox="0 0 32 32">
      <rect width="32" height="32" rx="8" fill="currentColor" />
      <path
        fill="#fff"
        d="M15.1 6.5c.5-1.3 1.3-1.3 1.8 0l1.3 6.4 7.6 4.2c.5.3.7.7.7 1.2v.8l-8.3-2.1-.5 5.3 2.6 2v1.3L16 24.4l-4.3 1.2v-1.3l2.6-2-.5-5.3-8.3 2.1v-.8c0-.5.2-.9.7-1.2l7.6-4.2z"
      />
    </symbol>
  );
}

export function BrandLink({ inverse = false }: { inverse?: boolean }) {
  return (
    <Link to="/" className="flex items-center gap-2.5" aria-label="AeroMarket home">
      <BrandMark className={inverse ? "size-8 text-brand-500" : "size-8 text-navy-800"} />
      <span className={inverse ? "text-lg font-bold tracking-tight text-white" : "text-lg font-bold tracking-tight text-ink"}>
        AeroMarket
      </span>
    </Link>
  );
}

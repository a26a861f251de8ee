import type { ReactNode } from "react";
import { cx } from "./cx";

export type BadgeTone = "neutral" | "brand" | "gold" | "success" | "danger" | "inverse";

const tones: Record<BadgeTone, string> = {
  neutral: "bg-navy-50 text-navy-700 ring-navy-100",
  brand: "bg-brand-50 text-brand-700 ring-brand-100",
  gold: "bg-gold-100 text-gold-700 ring-gold-100",
  success: "bg-success-50 text-success-700 ring-success-50",
  danger: "bg-danger-50 text-danger-700 ring-danger-50",
  inverse: "bg-white/95 text-navy-800 ring-white/60",
};

/** app.css's `.badge` in one of its tones. */
export function Badge({
  tone = "neutral",
  className,
  children,
  ...data
}: { tone?: BadgeTone; className?: string; children: ReactNode } & { [key: `data-${string}`]: string }) {
  return (
    <span {...data} className={cx("badge", tones[tone], className)}>
      {children}
    </span>
  );
}

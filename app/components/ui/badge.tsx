import type { ReactNode } from "react";
import { cx } from "./cx";

export type BadgeTone = "neutral" | "brand" | "gold" | "success" | "danger" | "inverse";

/** app.css's `.badge` in one of its tones (`.badge-brand`, ...). */
export function Badge({
  tone = "neutral",
  className,
  children,
  ...data
}: { tone?: BadgeTone; className?: string; children: ReactNode } & { [key: `data-${string}`]: string }) {
  return (
    <span {...data} className={cx("badge", `badge-${tone}`, className)}>
      {children}
    </span>
  );
}

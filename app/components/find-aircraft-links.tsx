import type { ReactNode } from "react";
import { LinkButton } from "./ui/button";
import { cx } from "./ui/cx";

/** Where a buyer with nothing saved yet goes next: the catalogue, or AI Match's buyer form. */
export function FindAircraftLinks({ className, children }: { className?: string; children?: ReactNode }) {
  return (
    <div className={cx("flex flex-wrap gap-3", className)}>
      <LinkButton to="/catalog">Browse Aircraft</LinkButton>
      <LinkButton to="/ai-match?role=buyer" variant="outline">
        Find matches with AI
      </LinkButton>
      {children}
    </div>
  );
}

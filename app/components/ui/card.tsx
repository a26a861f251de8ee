import type { ComponentProps } from "react";
import { cx } from "./cx";

export function Card({ className, ...props }: ComponentProps<"div">) {
  return <div className={cx("rounded-(--radius-card) border border-line bg-surface shadow-(--shadow-card)", className)} {...props} />;
}

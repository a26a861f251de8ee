import type { ComponentProps } from "react";
import { Link } from "react-router";
import { cx } from "./cx";

export type ButtonVariant = "primary" | "secondary" | "outline" | "ghost" | "danger" | "danger-ghost" | "inverse";
export type ButtonSize = "sm" | "md" | "lg";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-brand-600 text-white shadow-sm hover:bg-brand-700",
  secondary: "bg-navy-800 text-white shadow-sm hover:bg-navy-900",
  outline: "border border-line bg-surface text-ink hover:border-navy-100 hover:bg-navy-50",
  ghost: "text-ink-soft hover:bg-navy-50 hover:text-ink",
  danger: "bg-danger-600 text-white hover:bg-danger-700",
  // A destructive action offered beside others (Delete on a listing row), quieter than danger.
  "danger-ghost": "text-danger-700 hover:bg-danger-50",
  inverse: "bg-white text-navy-800 shadow-sm hover:bg-navy-50",
};

/** app.css's `.btn` and its size (a utility passed as `className` overrides them), in the variant's colours. */
export function buttonClasses(variant: ButtonVariant = "primary", size: ButtonSize = "md", className?: string) {
  return cx("btn", variants[variant], `btn-${size}`, className);
}

type ButtonProps = ComponentProps<"button"> & { variant?: ButtonVariant; size?: ButtonSize };

export function Button({ variant, size, className, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses(variant, size, className)} {...props} />;
}

type LinkButtonProps = ComponentProps<typeof Link> & { variant?: ButtonVariant; size?: ButtonSize };

export function LinkButton({ variant, size, className, ...props }: LinkButtonProps) {
  return <Link className={buttonClasses(variant, size, className)} {...props} />;
}

import type { ComponentProps, ReactNode } from "react";
import { cx } from "./cx";

/**
 * The one mark of a required field, on every form: a red "*" after the label. It sits
 * outside the <label>, so the field's name stays its label's words; assistive technology
 * announces the control's own required state instead of reading a star.
 */
export function RequiredMark() {
  return (
    <span aria-hidden="true" data-required-mark="" className="ml-1 text-sm font-medium text-danger-700">
      *
    </span>
  );
}

/** Whether a control is required: by the HTML attribute, or by aria-required where the browser must not block the form. */
export function isRequired(props: { required?: boolean | undefined; "aria-required"?: boolean | "true" | "false" | undefined }): boolean {
  return props.required === true || props["aria-required"] === true || props["aria-required"] === "true";
}

type FieldShellProps = {
  id: string;
  label: ReactNode;
  errors?: string[];
  hint?: ReactNode;
  /** Shows the required mark after the label. */
  required?: boolean;
  className?: string;
  children: ReactNode;
};

/** A label, a control, and the control's hint and errors, wired by ids. */
export function FieldShell({ id, label, errors, hint, required = false, className, children }: FieldShellProps) {
  const labelElement = (
    <label htmlFor={id} className="block text-sm font-medium text-ink">
      {label}
    </label>
  );
  return (
    <div className={cx("space-y-1.5", className)}>
      {required ? (
        <div className="flex items-baseline">
          {labelElement}
          <RequiredMark />
        </div>
      ) : (
        labelElement
      )}
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      <FieldErrors id={`${id}-error`} errors={errors} />
    </div>
  );
}

export function FieldErrors({ id, errors }: { id?: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <ul id={id} className="space-y-0.5 text-sm text-danger-700">
      {errors.map((error) => (
        <li key={error}>{error}</li>
      ))}
    </ul>
  );
}

type InputFieldProps = Omit<ComponentProps<"input">, "id"> & {
  id: string;
  label: ReactNode;
  errors?: string[];
  hint?: ReactNode;
  fieldClassName?: string;
  trailing?: ReactNode;
};

export function InputField({ id, label, errors, hint, fieldClassName, className, trailing, ...props }: InputFieldProps) {
  const describedBy = [hint ? `${id}-hint` : null, errors?.length ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <FieldShell id={id} label={label} errors={errors} hint={hint} required={isRequired(props)} className={fieldClassName}>
      <div className="relative">
        <input
          id={id}
          aria-invalid={errors?.length ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={cx("control h-11", trailing ? "pr-20" : null, className)}
          {...props}
        />
        {trailing ? <div className="absolute inset-y-0 right-1 flex items-center">{trailing}</div> : null}
      </div>
    </FieldShell>
  );
}

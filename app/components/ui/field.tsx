import type { ComponentProps, ReactNode } from "react";
import { cx } from "./cx";

export const controlClasses =
  "block w-full rounded-lg border border-line bg-surface px-3.5 text-base text-ink shadow-sm placeholder:text-muted focus:border-brand-500 focus:outline-none focus:ring-3 focus:ring-brand-100 aria-invalid:border-danger-600 aria-invalid:ring-danger-50 sm:text-sm";

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

/** The line every form with required fields carries, once, above its fields ("to publish" on the listing editor, whose drafts need only a title). */
export function RequiredNote({ className, when }: { className?: string; when?: string }) {
  return <p className={cx("text-sm text-muted", className)}>{when ? `Fields marked * are required ${when}.` : "Fields marked * are required."}</p>;
}

/** Whether a control is required: by the HTML attribute, or by aria-required where the browser must not block the form. */
function isRequired(props: { required?: boolean | undefined; "aria-required"?: boolean | "true" | "false" | undefined }): boolean {
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
          className={cx(controlClasses, "h-11", trailing ? "pr-20" : null, className)}
          {...props}
        />
        {trailing ? <div className="absolute inset-y-0 right-1 flex items-center">{trailing}</div> : null}
      </div>
    </FieldShell>
  );
}

type SelectFieldProps = Omit<ComponentProps<"select">, "id"> & {
  id: string;
  label: ReactNode;
  errors?: string[];
  options: ReadonlyArray<{ value: string; label: string }>;
  fieldClassName?: string;
  labelHidden?: boolean;
};

export function SelectField({ id, label, errors, options, fieldClassName, className, labelHidden, ...props }: SelectFieldProps) {
  return (
    <FieldShell id={id} label={labelHidden ? <span className="sr-only">{label}</span> : label} errors={errors} required={!labelHidden && isRequired(props)} className={fieldClassName}>
      <select
        id={id}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={errors?.length ? `${id}-error` : undefined}
        className={cx(controlClasses, "h-11 pr-9", className)}
        {...props}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

type TextareaFieldProps = Omit<ComponentProps<"textarea">, "id"> & {
  id: string;
  label: ReactNode;
  errors?: string[];
  hint?: ReactNode;
  fieldClassName?: string;
};

export function TextareaField({ id, label, errors, hint, fieldClassName, className, ...props }: TextareaFieldProps) {
  return (
    <FieldShell id={id} label={label} errors={errors} hint={hint} required={isRequired(props)} className={fieldClassName}>
      <textarea
        id={id}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={errors?.length ? `${id}-error` : undefined}
        className={cx(controlClasses, "py-2.5", className)}
        {...props}
      />
    </FieldShell>
  );
}

type CheckboxFieldProps = Omit<ComponentProps<"input">, "id" | "type"> & {
  id: string;
  label: ReactNode;
  errors?: string[];
};

export function CheckboxField({ id, label, errors, className, ...props }: CheckboxFieldProps) {
  return (
    <div className={cx("space-y-1", className)}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          aria-invalid={errors?.length ? true : undefined}
          aria-describedby={errors?.length ? `${id}-error` : undefined}
          className="mt-0.5 size-4 shrink-0 rounded border-line accent-brand-600"
          {...props}
        />
        <label htmlFor={id} className="text-sm text-ink-soft">
          {label}
        </label>
      </div>
      <FieldErrors id={`${id}-error`} errors={errors} />
    </div>
  );
}

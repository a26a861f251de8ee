import type { ComponentProps, ReactNode } from "react";
import { cx } from "./cx";
import { FieldErrors, FieldShell, isRequired } from "./field";

/*
 * The fields beside the text input (field.tsx), which fewer pages show: a dropdown, a text
 * area, a checkbox, and the note of a form with required fields. Apart, so that the pages
 * with a text input alone (the catalogue's "Save this search", the detail page's calculators)
 * do not load them.
 */

/** The line every form with required fields carries, once, above its fields ("to publish" on the listing editor, whose drafts need only a title). */
export function RequiredNote({ className, when }: { className?: string; when?: string }) {
  return <p className={cx("text-sm text-muted", className)}>{when ? `Fields marked * are required ${when}.` : "Fields marked * are required."}</p>;
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
        className={cx("control h-11 pr-9", className)}
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
        className={cx("control py-2.5", className)}
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

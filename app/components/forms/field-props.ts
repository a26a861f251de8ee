import type { FieldMetadata, FormMetadata } from "./use-form";

type Defined<Props> = { [Key in keyof Props]?: Exclude<Props[Key], undefined> };

/** Props without their undefined entries, so that spreading them never unsets a prop written before. */
function defined<Props extends Record<string, unknown>>(props: Props): Defined<Props> {
  return Object.fromEntries(Object.entries(props).filter(([, value]) => value !== undefined)) as Defined<Props>;
}

/**
 * The form element's props: its id, its events, and the browser's own validation off
 * (the messages are the site's, from the action or the form's check).
 */
export function getFormProps(form: FormMetadata) {
  return { id: form.id, noValidate: true, ...form.events, ...defined({ "aria-describedby": form.errors ? form.errorId : undefined }) };
}

function controlProps(field: FieldMetadata) {
  return {
    id: field.id,
    name: field.name,
    form: field.formId,
    ...defined({
      required: field.constraint.required || undefined,
      "aria-invalid": field.errors ? true : undefined,
      "aria-describedby": field.errors ? field.errorId : undefined,
    }),
  };
}

export function getInputProps(field: FieldMetadata, options: { type: string }) {
  const { constraint, initialValue } = field;
  const checkable = options.type === "checkbox" || options.type === "radio";
  return {
    ...controlProps(field),
    type: options.type,
    ...defined({
      minLength: constraint.minLength,
      maxLength: constraint.maxLength,
      min: constraint.min,
      max: constraint.max,
      step: constraint.step,
      pattern: constraint.pattern,
      multiple: constraint.multiple,
      accept: constraint.accept,
      value: checkable ? "on" : undefined,
      defaultChecked: checkable ? initialValue === "on" : undefined,
      defaultValue: !checkable && typeof initialValue === "string" ? initialValue : undefined,
    }),
  };
}

export function getSelectProps(field: FieldMetadata) {
  return { ...controlProps(field), ...defined({ multiple: field.constraint.multiple, defaultValue: field.initialValue }) };
}

export function getTextareaProps(field: FieldMetadata) {
  const { constraint, initialValue } = field;
  return {
    ...controlProps(field),
    ...defined({
      minLength: constraint.minLength,
      maxLength: constraint.maxLength,
      defaultValue: typeof initialValue === "string" ? initialValue : initialValue?.[0],
    }),
  };
}

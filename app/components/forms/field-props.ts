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

/** One set of props for each choice of a group of radio buttons or boxes, under the field's name. */
export function getCollectionProps(field: FieldMetadata, options: { type: "radio" | "checkbox"; options: readonly string[] }) {
  const { initialValue } = field;
  return options.options.map((value) => {
    const { required, ...control } = controlProps(field);
    return {
      ...control,
      key: value,
      id: `${field.id}-${value}`,
      type: options.type,
      value,
      defaultChecked: Array.isArray(initialValue) ? initialValue.includes(value) : initialValue === value,
      // A box of a group is not required: that would ask for every box to be ticked.
      ...(options.type === "radio" && required ? { required } : {}),
    };
  });
}

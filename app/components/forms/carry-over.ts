/** What a reader has put in a form's fields (each field's value, and whether a box is ticked), and the field they are in. */
export type FieldsState = {
  fields: Array<{ name: string; value: string; checked: boolean | null }>;
  focus: { name: string; value: string; selection: [number, number] | null } | null;
};

const FIELDS = "input[name]:not([type=hidden]), textarea[name], select[name]";
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const ticks = (field: Field): field is HTMLInputElement => field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio");

/**
 * The fields of a form about to be drawn again (the server's markup of a form whose code has
 * just come, components/on-open.tsx): what the reader typed and ticked there stays theirs.
 */
export function readFields(container: Element): FieldsState {
  const fields = [...container.querySelectorAll<Field>(FIELDS)];
  const active = fields.find((field) => field === document.activeElement) ?? null;
  let selection: [number, number] | null = null;
  if (active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement) {
    selection = active.selectionStart === null || active.selectionEnd === null ? null : [active.selectionStart, active.selectionEnd];
  }
  return {
    fields: fields.map((field) => ({ name: field.name, value: field.value, checked: ticks(field) ? field.checked : null })),
    focus: active ? { name: active.name, value: active.value, selection } : null,
  };
}

/** Puts `state` back into the same form drawn again in `container`, focus and caret included; a field it did not read is left alone. */
export function restoreFields(container: Element, state: FieldsState): void {
  const fields = [...container.querySelectorAll<Field>(FIELDS)];
  for (const field of fields) {
    const read = state.fields.find((saved) => saved.name === field.name && (!ticks(field) || saved.value === field.value));
    if (!read) continue;
    if (ticks(field)) field.checked = read.checked === true;
    else field.value = read.value;
  }
  const { focus } = state;
  if (!focus) return;
  const focused = fields.find((field) => field.name === focus.name && (!ticks(field) || field.value === focus.value));
  focused?.focus();
  if (focus.selection && (focused instanceof HTMLInputElement || focused instanceof HTMLTextAreaElement)) {
    focused.setSelectionRange(...focus.selection);
  }
}

/** What a reader has put in a form's fields, and the field they are in. */
export type FieldsState = {
  values: Array<[name: string, value: string]>;
  focus: { name: string; value: string; selection: [number, number] | null } | null;
};

const FIELDS = "input[name]:not([type=hidden]), textarea[name], select[name]";
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const ticks = (field: Field): field is HTMLInputElement => field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio");

/**
 * The fields of a form about to be drawn again (the server's markup of a form whose code has
 * just come, components/on-demand.tsx): what the reader typed and ticked there stays theirs.
 */
export function readFields(container: Element): FieldsState {
  const fields = [...container.querySelectorAll<Field>(FIELDS)];
  const active = fields.find((field) => field === document.activeElement) ?? null;
  let selection: [number, number] | null = null;
  if (active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement) {
    selection = active.selectionStart === null || active.selectionEnd === null ? null : [active.selectionStart, active.selectionEnd];
  }
  return {
    values: fields.filter((field) => !ticks(field) || field.checked).map((field) => [field.name, field.value]),
    focus: active ? { name: active.name, value: active.value, selection } : null,
  };
}

/** Puts `state` back into the same form drawn again in `container`, focus and caret included. */
export function restoreFields(container: Element, state: FieldsState): void {
  const fields = [...container.querySelectorAll<Field>(FIELDS)];
  for (const field of fields) {
    const saved = state.values.filter(([name]) => name === field.name).map(([, value]) => value);
    if (ticks(field)) field.checked = saved.includes(field.value);
    else if (saved[0] !== undefined) field.value = saved[0];
  }
  const { focus } = state;
  if (!focus) return;
  const focused = fields.find((field) => field.name === focus.name && (!ticks(field) || field.value === focus.value));
  focused?.focus();
  if (focus.selection && (focused instanceof HTMLInputElement || focused instanceof HTMLTextAreaElement)) {
    focused.setSelectionRange(...focus.selection);
  }
}

import type { SubmissionResult } from "@conform-to/react";
import { type FocusEvent, type FormEvent, useEffect, useId, useLayoutEffect, useRef, useState } from "react";

/** A field's HTML constraints, as the loader's getZodConstraint works them out. */
export type FieldConstraint = {
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  min?: string | number;
  max?: string | number;
  step?: string | number;
  multiple?: boolean;
  pattern?: string;
  accept?: string;
};
export type FormConstraint = Record<string, FieldConstraint>;

/**
 * What the browser's check of the form answers: parseWithZod's submission (whose value
 * names the form's fields), or null while the schema has not arrived.
 */
export type ClientCheck<Schema> =
  | { status: "success"; value: Schema; error?: undefined }
  | { status?: "error"; error?: Record<string, string[] | null> | null }
  | null;

type Options<Schema> = {
  /** The form element's id; the fields' ids and their messages' ids derive from it. */
  id?: string;
  /** The action's reply (parseWithZod's `submission.reply()`): the messages, and what was sent. */
  lastResult?: SubmissionResult<string[]> | null;
  /** The fields' first values when there is no reply yet. */
  defaultValue?: { [Name in keyof Schema]?: unknown };
  constraint?: FormConstraint;
  /** The form's check in the browser (useDeferredValidation's `validate`); without it the action alone checks. */
  validate?: (formData: FormData) => ClientCheck<Schema>;
  /** When a field is first checked in the browser: as the form is submitted, or as the field is left. Afterwards, as it is typed in. */
  validateOn?: "submit" | "blur";
};

type Messages = Record<string, string[]>;
type FieldValue = string | string[] | undefined;

export type FieldMetadata = {
  id: string;
  name: string;
  formId: string;
  errorId: string;
  errors: string[] | undefined;
  /** What the field starts with: the reply's value, else the default. */
  initialValue: FieldValue;
  /** What the field holds now, as typed. */
  value: FieldValue;
  constraint: FieldConstraint;
};

export type FormMetadata = {
  id: string;
  errorId: string;
  /** The messages about the whole form (the reply's form errors). */
  errors: string[] | undefined;
  /** Every message shown, by the name of its field ("" for the form's). */
  allErrors: Readonly<Record<string, string[]>>;
  events: {
    onSubmit: (event: FormEvent<HTMLFormElement>) => void;
    onInput: (event: FormEvent<HTMLFormElement>) => void;
    onBlur: (event: FocusEvent<HTMLFormElement>) => void;
  };
};

type Checked = { messages: Messages; checked: ReadonlySet<string> };

/**
 * A form's fields for the page: their ids, names, first values and constraints, and the
 * messages, first the action's reply (which every form shows with JavaScript off too), then,
 * once the form's check has loaded in the browser, its own on submit and as a checked field is
 * typed in. What Conform's useForm gave the pages, without its 9 KB in their first JavaScript.
 */
export function useForm<Schema extends Record<string, unknown>>(options: Options<Schema>) {
  const generatedId = useId();
  const id = options.id ?? generatedId;
  const { lastResult, validate, validateOn = "submit" } = options;
  // What the fields start with changes with the reply alone, not with every render's defaults:
  // a form remounted after a send (a new key) starts from the reply it has now, and after a
  // redirect (no reply) from the defaults, not from a refusal the page was first loaded with.
  const firstValues = () => lastResult?.initialValue ?? serialize(options.defaultValue ?? {});
  const [initialValue, setInitialValue] = useState<Record<string, unknown>>(firstValues);
  const [values, setValues] = useState<Record<string, unknown>>(initialValue);
  const [reply, setReply] = useState(lastResult);
  const [state, setState] = useState<Checked>(() => fromReply(lastResult));
  if (reply !== lastResult) {
    const replyValues = firstValues();
    setReply(lastResult);
    setState(fromReply(lastResult));
    setInitialValue(replyValues);
    setValues(replyValues);
  }

  // What the person typed or ticked before the scripts took over (hydration waits for the
  // first paint, docs/decisions/033) is what the form holds from then on.
  useEffect(() => {
    const element = document.forms.namedItem(id);
    // Read once from the page, the one place that knows: not a value React could have derived.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (element && changedSinceLoad(element)) setValues(valuesOf(element));
  }, [id]);

  // A refusal that comes back while the page stays puts the focus on its first field to fix.
  const shownReply = useRef(lastResult);
  useLayoutEffect(() => {
    if (shownReply.current === lastResult) return;
    shownReply.current = lastResult;
    const element = document.forms.namedItem(id);
    if (element && lastResult?.status === "error") focusFirstInvalid(element, fromReply(lastResult).messages);
  }, [id, lastResult]);

  function check(form: HTMLFormElement, names: string[]) {
    const result = validate?.(new FormData(form));
    if (!result || result.error === null) return;
    setState((previous) => {
      const checked = new Set([...previous.checked, ...names]);
      return { checked, messages: merged(previous.messages, result.error ?? {}, checked) };
    });
  }

  const events: FormMetadata["events"] = {
    onSubmit(event) {
      const form = event.currentTarget;
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      const formData = new FormData(form, submitter);
      const result = validate?.(formData);
      // Not decided here (the check has not loaded): the action checks and answers.
      if (!result || result.error === null) return;
      const errors = result.error ?? {};
      const checked = new Set([...state.checked, ...formData.keys(), ...Object.keys(errors)]);
      const messages = merged(state.messages, errors, checked);
      setState({ checked, messages });
      if (result.status === "success") return;
      event.preventDefault();
      focusFirstInvalid(form, messages);
    },
    onInput(event) {
      const form = event.currentTarget;
      setValues(valuesOf(form));
      const name = fieldName(event.target, form);
      if (name && state.checked.has(name)) check(form, [name]);
    },
    onBlur(event) {
      const form = event.currentTarget;
      const name = fieldName(event.target, form);
      if (validateOn === "blur" && name && !state.checked.has(name)) check(form, [name]);
    },
  };

  const form: FormMetadata = { id, errorId: `${id}-error`, errors: state.messages[""], allErrors: state.messages, events };
  const field = (name: string): FieldMetadata => ({
    id: `${id}-${name}`,
    name,
    formId: id,
    errorId: `${id}-${name}-error`,
    errors: state.messages[name],
    initialValue: asFieldValue(valueAt(initialValue, name)),
    value: asFieldValue(values[name]),
    constraint: constraintOf(options.constraint ?? {}, name),
  });
  const fields = new Proxy({} as { [Name in keyof Schema]-?: FieldMetadata }, {
    get: (_target, name) => (typeof name === "string" ? field(name) : undefined),
  });
  // `field` names any field, nested ones included ("engines[0].make"), as the listing editor's sections do.
  return [form, fields, field] as const;
}

/** A reply's messages, every field it names counted as checked (typing in one checks it again). */
function fromReply(reply: SubmissionResult<string[]> | null | undefined): Checked {
  const errors = reply?.error ?? {};
  const checked = new Set([...(reply?.fields ?? []), ...Object.keys(errors)]);
  return { checked, messages: merged({}, errors, checked) };
}

/** The new messages of the checked fields; a null message keeps the one shown. */
function merged(shown: Messages, errors: Record<string, string[] | null>, checked: ReadonlySet<string>): Messages {
  const messages: Messages = {};
  for (const [name, error] of Object.entries(errors)) {
    const message = error ?? shown[name];
    if (message && checked.has(name)) messages[name] = message;
  }
  return messages;
}

function focusFirstInvalid(form: HTMLFormElement, messages: Messages) {
  for (const element of form.elements) {
    if (isField(element) && element.name && messages[element.name]) {
      element.focus();
      return;
    }
  }
}

function isField(element: unknown): element is HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement {
  return element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement;
}

function fieldName(target: EventTarget, form: HTMLFormElement): string | null {
  return isField(target) && target.form === form && target.name ? target.name : null;
}

function valuesOf(form: HTMLFormElement): Record<string, unknown> {
  const values: Record<string, string | string[]> = {};
  for (const [name, value] of new FormData(form)) {
    if (typeof value !== "string") continue;
    const before = values[name];
    values[name] = before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value];
  }
  return values;
}

/**
 * What a nested name ("engines[0].make", "equipment.items") holds in the reply's or the
 * defaults' values, which are nested as the schema is.
 */
function valueAt(values: Record<string, unknown>, name: string): unknown {
  let value: unknown = values;
  for (const segment of name.split(/[.[\]]+/).filter(Boolean)) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<string, unknown>)[segment];
  }
  return value;
}

/** A field's constraint: its own, else its list's ("engines[1].make" has "engines[].make"'s). */
function constraintOf(constraint: FormConstraint, name: string): FieldConstraint {
  let path = name;
  for (;;) {
    const found = constraint[path];
    if (found) return found;
    const wider = path.replace(/\[\d+\](?!.*\[\d+\])/, "[]");
    if (wider === path) return {};
    path = wider;
  }
}

/** Whether any field differs from what the page's HTML gave it: typed, ticked or chosen before hydration. */
function changedSinceLoad(form: HTMLFormElement): boolean {
  return Array.from(form.elements).some((element) => {
    if (element instanceof HTMLInputElement) {
      return element.type === "checkbox" || element.type === "radio" ? element.checked !== element.defaultChecked : element.value !== element.defaultValue;
    }
    if (element instanceof HTMLTextAreaElement) return element.value !== element.defaultValue;
    if (element instanceof HTMLSelectElement) return Array.from(element.options).some((option) => option.selected !== option.defaultSelected);
    return false;
  });
}

function asFieldValue(value: unknown): FieldValue {
  if (typeof value === "string") return value;
  if (Array.isArray(value) && value.every((item) => typeof item === "string")) return value;
  return undefined;
}

/** Default values as a form holds them: text, "on" for a ticked box, nothing for null; nested lists and groups alike. */
function serialize(values: Record<string, unknown>): Record<string, unknown> {
  const text = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(text);
    if (value instanceof Date) return value.toISOString();
    if (typeof value === "boolean") return value ? "on" : undefined;
    if (typeof value === "number" || typeof value === "bigint") return value.toString();
    if (value !== null && typeof value === "object") return serialize(value as Record<string, unknown>);
    return value ?? undefined;
  };
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, text(value)]));
}

/**
 * The props the forms' own hook gives their fields (app/components/forms/field-props.ts):
 * what a page renders with and without JavaScript, so the server's HTML and the browser's
 * agree, and a spread never unsets a prop the form wrote before it.
 */
import { describe, expect, it } from "vitest";
import { getCollectionProps, getFormProps, getInputProps, getSelectProps, getTextareaProps } from "~/components/forms/field-props";
import type { FieldMetadata, FormMetadata } from "~/components/forms/use-form";

function field(overrides: Partial<FieldMetadata> = {}): FieldMetadata {
  return {
    id: "sign-in-email",
    name: "email",
    formId: "sign-in",
    errorId: "sign-in-email-error",
    errors: undefined,
    initialValue: undefined,
    value: undefined,
    constraint: {},
    ...overrides,
  };
}

const events = { onSubmit: () => {}, onInput: () => {}, onBlur: () => {} };

describe("field props", () => {
  it("names and ties a field to its form, with no undefined entries", () => {
    const props = getInputProps(field(), { type: "email" });
    expect(props).toEqual({ id: "sign-in-email", name: "email", form: "sign-in", type: "email" });
    expect(Object.values(props)).not.toContain(undefined);
  });

  it("marks a field with messages invalid and described by them", () => {
    const props = getInputProps(field({ errors: ["Please enter your email address"] }), { type: "email" });
    expect(props["aria-invalid"]).toBe(true);
    expect(props["aria-describedby"]).toBe("sign-in-email-error");
  });

  it("carries the loader's constraints and the reply's value", () => {
    const props = getInputProps(field({ constraint: { required: true, maxLength: 254 }, initialValue: "pilot@example.com" }), { type: "email" });
    expect(props).toMatchObject({ required: true, maxLength: 254, defaultValue: "pilot@example.com" });
  });

  it("ticks a box whose value came back as on, and leaves an unticked one", () => {
    expect(getInputProps(field({ name: "agreeToTerms", initialValue: "on" }), { type: "checkbox" })).toMatchObject({ value: "on", defaultChecked: true });
    expect(getInputProps(field({ name: "agreeToTerms" }), { type: "checkbox" })).toMatchObject({ value: "on", defaultChecked: false });
  });

  it("gives a password no value when the reply hid it", () => {
    expect(getInputProps(field({ name: "password" }), { type: "password" })).not.toHaveProperty("defaultValue");
  });

  it("selects and fills text areas from the reply", () => {
    expect(getSelectProps(field({ name: "topic", initialValue: "billing" }))).toMatchObject({ defaultValue: "billing" });
    expect(getTextareaProps(field({ name: "message", initialValue: "Hello", constraint: { maxLength: 2000 } }))).toMatchObject({ defaultValue: "Hello", maxLength: 2000 });
  });
});

describe("collection props", () => {
  const equipment = field({ id: "listing-editor-equipment.items", name: "equipment.items", formId: "listing-editor", constraint: { required: true } });

  it("ticks the boxes the reply or the defaults hold, and requires none of them", () => {
    const boxes = getCollectionProps({ ...equipment, initialValue: ["gps", "tcas"] }, { type: "checkbox", options: ["autopilot", "gps", "tcas"] });
    expect(boxes.map((box) => [box.value, box.defaultChecked])).toEqual([
      ["autopilot", false],
      ["gps", true],
      ["tcas", true],
    ]);
    expect(boxes[1]).toMatchObject({ id: "listing-editor-equipment.items-gps", name: "equipment.items", form: "listing-editor", type: "checkbox" });
    expect(boxes.some((box) => "required" in box)).toBe(false);
  });

  it("checks a radio button the reply holds as one value, and requires a choice when the field is required", () => {
    const [yes, no] = getCollectionProps({ ...equipment, name: "equipment.adsbOut", initialValue: "no" }, { type: "radio", options: ["yes", "no"] });
    expect([yes?.defaultChecked, no?.defaultChecked]).toEqual([false, true]);
    expect(yes?.required).toBe(true);
  });
});

describe("form props", () => {
  it("turns the browser's own validation off and points at the form's message when there is one", () => {
    const form: FormMetadata = { id: "sign-in", errorId: "sign-in-error", errors: undefined, allErrors: {}, events };
    expect(getFormProps(form)).not.toHaveProperty("aria-describedby");
    expect(getFormProps(form).noValidate).toBe(true);
    expect(getFormProps({ ...form, errors: ["Invalid email or password"] })["aria-describedby"]).toBe("sign-in-error");
  });
});

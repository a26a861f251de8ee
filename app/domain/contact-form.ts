export const CONTACT_TOPICS = [
  { value: "buying", label: "Buying an aircraft" },
  { value: "selling", label: "Selling an aircraft" },
  { value: "account", label: "My account" },
  { value: "safety", label: "Report a listing or a safety concern" },
  { value: "accessibility", label: "An accessibility barrier" },
  { value: "other", label: "Something else" },
] as const;

/**
 * A field people never see or hear (hidden visually and from screen readers, out
 * of the tab order) that form-filling bots fill in. Browsers keep no website in
 * the addresses they autofill, so a person's browser leaves it empty.
 */
export const CONTACT_TRAP_FIELD = "website";

/** Whether the hidden field came back filled in: the sign of a bot. */
export function contactTrapFilled(formData: FormData): boolean {
  const value = formData.get(CONTACT_TRAP_FIELD);
  return typeof value === "string" && value.trim() !== "";
}

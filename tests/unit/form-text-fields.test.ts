/**
 * Every text field of every form's schema refuses a NUL and the other control characters
 * (PostgreSQL refuses U+0000 in text: a NUL that got through was a 500), with a message,
 * while a multi-line text keeps its line breaks and tabs. The schemas are listed here and
 * their text fields found by walking them, so a field added later is covered too.
 */
import { describe, expect, it } from "vitest";
import type { $ZodType } from "zod/v4/core";
import { parseCatalogQuery } from "~/domain/catalog/catalog";
import { forgotPasswordSchema, registrationSchema, resetPasswordSchema, signInSchema } from "~/domain/accounts/account-forms";
import { closeAccountSchema, emailChangeSchema, notificationsSchema, passwordChangeSchema, profileSchema, settingsIntentSchema } from "~/domain/accounts/settings";
import { aircraftAlertsSchema, saveAircraftSchema } from "~/domain/alerts/saved-aircraft-schema";
import { editSavedSearchSchema, saveSearchSchema, searchFrequencySchema } from "~/domain/alerts/saved-search-forms";
import { contactFormSchema } from "~/domain/contact-form-schema";
import { directMessageSchema, replySchema } from "~/domain/inquiries/inquiry-schemas";
import { documentChangeSchema, documentShareSchema, documentUploadSchema } from "~/domain/listings/document-forms";
import { listingDraftSchema, listingFormSchema, listingStatusSchema } from "~/domain/listings/listing-form";
import { photoChangeSchema } from "~/domain/listings/photo-changes";
import { matchRequirementsSchema } from "~/domain/matching/match-requirements-schema";
import { sellerAircraftSchema } from "~/domain/matching/seller-aircraft-schema";
import { accountModerationSchema, accountSearchText, listingModerationSchema, supportAnswerSchema } from "~/domain/operators/console";
import { listingReportSchema, messageReportSchema, reportDecisionSchema } from "~/domain/reports/report-schemas";
import { verificationDecisionSchema, verificationRequestSchema } from "~/domain/sellers/verification";
import { financingSchema, ownershipCostSchema } from "~/domain/valuation/calculators";
import { dealStepSchema, escrowAgentSchema, operatorDealSchema, retireEscrowAgentSchema } from "~/domain/deals/deal-schemas";
import { withoutControlCharacters } from "~/domain/control-characters";
import { CONTROL_CHARACTER_MESSAGE } from "~/domain/zod";

/** Every schema a form or a query of the site is read with; a union is listed as its options, each read with its own intent. */
const FORM_SCHEMAS: Record<string, $ZodType> = {
  signIn: signInSchema,
  registration: registrationSchema,
  forgotPassword: forgotPasswordSchema,
  resetPassword: resetPasswordSchema,
  settingsIntent: settingsIntentSchema,
  buyerProfile: profileSchema("buyer"),
  sellerProfile: profileSchema("seller"),
  emailChange: emailChangeSchema,
  passwordChange: passwordChangeSchema,
  notifications: notificationsSchema,
  closeAccount: closeAccountSchema,
  saveAircraft: saveAircraftSchema,
  aircraftAlerts: aircraftAlertsSchema,
  saveSearch: saveSearchSchema,
  editSavedSearch: editSavedSearchSchema,
  searchFrequency: searchFrequencySchema,
  contact: contactFormSchema,
  directMessage: directMessageSchema,
  reply: replySchema,
  documentUpload: documentUploadSchema,
  ...Object.fromEntries(documentChangeSchema.options.map((option, index) => [`documentChange${index}`, option])),
  documentShare: documentShareSchema,
  listing: listingFormSchema(),
  listingDraft: listingDraftSchema(),
  listingStatus: listingStatusSchema,
  photoChange: photoChangeSchema,
  matchRequirements: matchRequirementsSchema,
  sellerAircraft: sellerAircraftSchema,
  supportAnswer: supportAnswerSchema,
  accountModeration: accountModerationSchema,
  listingModeration: listingModerationSchema,
  listingReport: listingReportSchema,
  messageReport: messageReportSchema,
  reportDecision: reportDecisionSchema,
  verificationRequest: verificationRequestSchema,
  ...Object.fromEntries(verificationDecisionSchema.options.map((option, index) => [`verificationDecision${index}`, option])),
  ownershipCost: ownershipCostSchema,
  financing: financingSchema,
  ...Object.fromEntries(dealStepSchema.options.map((option, index) => [`dealStep${index}`, option])),
  operatorDeal: operatorDealSchema,
  escrowAgent: escrowAgentSchema,
  retireEscrowAgent: retireEscrowAgentSchema,
};

/**
 * Text fields whose value never becomes stored text, so a control character in them
 * harms nothing: passwords are hashed, a redirect target is parsed as a URL (which
 * percent-encodes it). The wire test sends them a NUL too (tests/integration/form-bounds.test.ts).
 */
const NEVER_STORED = new Set(["password", "confirmPassword", "currentPassword", "newPassword", "redirectTo", "returnTo"]);

type Path = (string | number)[];

/** The paths of a schema's text fields (a list's are given with index 0). */
function textFields(schema: $ZodType, path: Path = []): Path[] {
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  switch (def.type) {
    case "string":
      return [path];
    case "object":
      return Object.entries(def.shape as Record<string, $ZodType>).flatMap(([key, field]) => textFields(field, [...path, key]));
    case "array":
      return textFields(def.element as $ZodType, [...path, 0]);
    case "pipe":
      return unique([...textFields(def.in as $ZodType, path), ...textFields(def.out as $ZodType, path)]);
    case "union":
      return unique((def.options as $ZodType[]).flatMap((option) => textFields(option, path)));
    case "intersection":
      return unique([...textFields(def.left as $ZodType, path), ...textFields(def.right as $ZodType, path)]);
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "catch":
    case "readonly":
    case "nonoptional":
      return textFields(def.innerType as $ZodType, path);
    default:
      return [];
  }
}

function unique(paths: Path[]): Path[] {
  return [...new Map(paths.map((path) => [JSON.stringify(path), path])).values()];
}

/** The other fields a form needs for a field it drops (a buyer has no company) to be seen dropped. */
const COMPLETE: Record<string, Record<string, unknown>> = {
  buyerProfile: { intent: "profile", firstName: "Amelia", lastName: "Hart", phone: "+1 555 010 2000" },
  // The deal room's forms are told apart by `step` rather than `intent`.
  ...Object.fromEntries(
    dealStepSchema.options.map((option, index) => {
      const step = option.shape.step;
      return [`dealStep${index}`, { step: "options" in step ? step.options[0] : step.value }];
    }),
  ),
};

/** An input with `text` at `path` and nothing else, but the intent a union's option reads. */
function inputWith(form: string, schema: $ZodType, path: Path, text: string): unknown {
  const root: Record<string | number, unknown> = { ...COMPLETE[form] };
  const def = schema._zod.def as unknown as { type: string; shape?: Record<string, $ZodType> };
  const intent = def.type === "object" ? def.shape?.intent?._zod.def : undefined;
  if (intent && (intent as { type: string }).type === "literal") root.intent = (intent as unknown as { values: unknown[] }).values[0];
  let node: Record<string | number, unknown> = root;
  path.forEach((key, index) => {
    if (index === path.length - 1) node[key] = text;
    else node = (node[key] ??= typeof path[index + 1] === "number" ? [] : {}) as Record<string | number, unknown>;
  });
  return root;
}

function valueAt(value: unknown, path: Path): unknown {
  return path.reduce<unknown>((node, key) => (node as Record<string | number, unknown> | undefined)?.[key], value);
}

const cases = Object.entries(FORM_SCHEMAS).flatMap(([form, schema]) =>
  textFields(schema)
    .filter((path) => !NEVER_STORED.has(String(path.at(-1))))
    .map((path) => ({ form, field: path.join("."), schema, path })),
);

describe("every form's text fields", () => {
  it("are found in every form that has some: the walk reaches them", () => {
    const forms = new Set(cases.map((entry) => entry.form));
    for (const form of ["contact", "directMessage", "reply", "listing", "listingDraft", "supportAnswer", "listingReport", "messageReport", "verificationRequest", "registration"]) {
      expect(forms).toContain(form);
    }
    expect(cases.map((entry) => `${entry.form}:${entry.field}`)).toEqual(
      expect.arrayContaining(["listing:description", "listing:features", "listing:equipment.other", "listing:history.damageDescription", "listing:engines.0.make"]),
    );
  });

  it.each(cases)("$form: $field refuses a NUL, with a message", ({ form, schema, path }) => {
    for (const control of ["\u0000", "\u0007", "\u001b", "\u007f", "\u0085"]) {
      const result = schemaOf(schema).safeParse(inputWith(form, schema, path, `Aircraft ${control} text of some length`));
      const issues = result.success ? [] : result.error.issues.filter((issue) => issue.path.join(".") === path.join("."));
      if (issues.length > 0) expect(issues[0]!.message.length).toBeGreaterThan(10);
      // Taken: only a value the schema drops (a buyer's company) may hold one.
      else expect(JSON.stringify(result.success ? valueAt(result.data, path) : "taken with other fields wrong") ?? "").not.toMatch(/\\u00(?:0|1|7f|8)|taken/);
    }
  });
});

function schemaOf(schema: $ZodType): { safeParse: (input: unknown) => { success: true; data: unknown } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } } } {
  return schema as never;
}

describe("a multi-line text", () => {
  it("keeps its line breaks and tabs, and says what is wrong with a NUL", () => {
    const message = "First line of the message\r\n\tand the second";
    expect(contactFormSchema.safeParse({ name: "Amelia", email: "amelia@example.com", topic: "buying", message }).success).toBe(true);
    const refused = contactFormSchema.safeParse({ name: "Amelia", email: "amelia@example.com", topic: "buying", message: `${message}\u0000` });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.message)).toContain(CONTROL_CHARACTER_MESSAGE);
  });
});

describe("texts that come from an address or a file's name", () => {
  it("lose their control characters: the operators' account search, the catalogue's search and facets, an uploaded file's name", () => {
    expect(accountSearchText(new URLSearchParams({ email: "amelia\u0000@exam\u0007ple.com" }))).toBe("amelia@example.com");
    const catalog = parseCatalogQuery(new URLSearchParams({ q: "cita\u0000tion", manufacturer: "Cess\u0000na", model: "Citation\u0000 CJ3", region: "Europe\u0000" }));
    expect(catalog.q).toBe("citation");
    expect(catalog.facets).toMatchObject({ manufacturer: "Cessna", model: "Citation CJ3", region: "Europe" });
    expect(withoutControlCharacters("logbook\u0000 1998\n.pdf")).toBe("logbook 1998.pdf");
  });
});

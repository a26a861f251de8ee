/**
 * Verified sellers: what a seller sends to be verified, what an operator must have
 * checked before approving (verification-checks.ts), and the emails that tell the seller the outcome. The /help
 * section "Verified sellers" says the same checks in buyers' words (VERIFICATION_CHECKS).
 */
import { phoneNumber, requiredText } from "../accounts/account-forms";
import { multiLine, z } from "../zod";
import { MAX_DOCUMENT_BYTES, MAX_DOCUMENT_MB } from "./verification-limits";

export const VERIFICATION_STATUSES = ["pending", "approved", "refused"] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

export { MAX_DOCUMENT_BYTES } from "./verification-limits";
export const DOCUMENT_TOO_LARGE = `Please choose a document of at most ${MAX_DOCUMENT_MB} MB`;
export const NOT_A_DOCUMENT = "Please choose a PDF, JPEG or PNG file";

export type DocumentType = { contentType: "application/pdf" | "image/jpeg" | "image/png"; extension: "pdf" | "jpg" | "png" };

/** A proof document's kind, read from its first bytes rather than its name: PDF, JPEG or PNG, or null for anything else. */
export function sniffDocumentType(head: Uint8Array): DocumentType | null {
  const starts = (...bytes: number[]) => bytes.every((byte, index) => head[index] === byte);
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return { contentType: "application/pdf", extension: "pdf" };
  if (starts(0xff, 0xd8, 0xff)) return { contentType: "image/jpeg", extension: "jpg" };
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return { contentType: "image/png", extension: "png" };
  return null;
}

async function isDocument(file: File): Promise<boolean> {
  return sniffDocumentType(new Uint8Array(await file.slice(0, 8).arrayBuffer())) !== null;
}

/** The seller's request. Parse it with `async: true`: the document's kind is read from its bytes. */
export const verificationRequestSchema = z.object({
  legalName: requiredText("Please enter the company's legal name", 200),
  registrationNumber: requiredText("Please enter the company's registration number", 60),
  country: requiredText("Please enter the country where the company is registered", 80),
  businessAddress: multiLine(
    z
      .string({ error: "Please enter the business address" })
      .trim()
      .min(10, "Please enter the full business address")
      .max(500, "Please keep the address under 500 characters"),
  ),
  phone: phoneNumber,
  document: z
    .file({ error: "Please choose the proof document" })
    .min(1, "Please choose the proof document")
    .max(MAX_DOCUMENT_BYTES, DOCUMENT_TOO_LARGE)
    .refine(isDocument, NOT_A_DOCUMENT),
});

export type VerificationRequest = z.output<typeof verificationRequestSchema>;

const ticked = (message: string) => z.literal("on", { error: message });

/** An operator's decision: approving needs every check ticked, refusing needs a reason (emailed to the seller). */
export const verificationDecisionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("approve"),
    requestId: z.coerce.number().int().min(1).max(2_147_483_647),
    documentMatches: ticked("Tick this once you have checked the document"),
    registerMatches: ticked("Tick this once you have checked the company register"),
    addressMatches: ticked("Tick this once you have checked the address"),
  }),
  z.object({
    intent: z.literal("refuse"),
    requestId: z.coerce.number().int().min(1).max(2_147_483_647),
    reason: multiLine(
      z
        .string({ error: "Please give the seller a reason" })
        .trim()
        .min(10, "Please give the seller a reason of at least 10 characters")
        .max(2000, "Please keep the reason under 2,000 characters"),
    ),
  }),
]);

export type VerificationDecision = z.output<typeof verificationDecisionSchema>;

export const VERIFICATION_PAGE_SIZE = 25;

/** The email an approved seller receives. */
export function approvalMail(legalName: string, siteUrl: string): { subject: string; text: string } {
  return {
    subject: "AeroMarket: you are a verified seller",
    text: [
      `We checked the details you sent for ${legalName} and approved them.`,
      "",
      `Your listings, their cards in the catalogue and your inquiry threads now carry a "Verified seller" badge beside ${legalName}. A listing that names another company shows it without the badge, and you as who listed it; changing your company name sends your verification back to us.`,
      `What we checked, as buyers read it: ${siteUrl}/help#verified-sellers`,
      "",
      "— The AeroMarket team",
    ].join("\n"),
  };
}

/** The email a refused seller receives, with the operator's reason and how to ask again. */
export function refusalMail(legalName: string, reason: string, siteUrl: string): { subject: string; text: string } {
  return {
    subject: "AeroMarket: we could not verify your company",
    text: [
      `We could not verify ${legalName} from the details you sent, for this reason:`,
      "",
      reason,
      "",
      `You may send a new request with corrected details or another document: ${siteUrl}/dashboard/verification`,
      "",
      "— The AeroMarket team",
    ].join("\n"),
  };
}

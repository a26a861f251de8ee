/**
 * Who offers a listing, and whether that is the company an operator verified. The
 * "Verified seller" badge belongs to the verified legal name (the approved request's),
 * never to whatever company a seller types on a listing: a verified broker listing an
 * owner's aircraft shows the owner without the badge, and itself, the verified entity,
 * as the one who listed it.
 */

/** The same company, written alike but for case, spaces and punctuation ("Skyward Aviation, LLC" is "SKYWARD AVIATION LLC"). */
export function sameCompany(a: string, b: string): boolean {
  const key = (name: string) => name.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");
  return key(a) !== "" && key(a) === key(b);
}

export type OfferingParties =
  /** The listing's company is the verified entity: its legal name, with the badge. */
  | { kind: "verified"; company: string }
  /** A verified seller lists for another company: that company without the badge, the verified one as who listed it. */
  | { kind: "listed-for"; company: string; listedBy: string }
  /** No verified entity: the company as typed, without the badge. */
  | { kind: "unverified"; company: string };

/**
 * The parties a card, listing or thread names. `verifiedLegalName` is the legal name of
 * the seller's approved verification request, or null when they have none.
 */
export function offeringParties(listingCompany: string, verifiedLegalName: string | null): OfferingParties {
  if (verifiedLegalName === null) return { kind: "unverified", company: listingCompany };
  if (listingCompany.trim() === "" || sameCompany(listingCompany, verifiedLegalName)) return { kind: "verified", company: verifiedLegalName };
  return { kind: "listed-for", company: listingCompany, listedBy: verifiedLegalName };
}

/**
 * A verified seller who renames their company (in /settings) to a name that is not the
 * verified legal name sends their request back to the operators: the badge waits for
 * their decision on the new name.
 */
export function renameNeedsReview(verifiedLegalName: string | null, before: string | null, after: string | null): boolean {
  if (verifiedLegalName === null || after === null || before === after) return false;
  return !sameCompany(after, verifiedLegalName);
}

/** What /settings tells a verified seller whose rename went back to the operators. */
export const VERIFICATION_REOPENED =
  "Your profile is saved. Your company name is no longer the one we verified, so your verification went back to our team: your listings show no “Verified seller” badge until they approve the new name.";

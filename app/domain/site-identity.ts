/**
 * Who runs this deployment of AeroMarket and how to reach them, as the operator set it
 * (app/server/platform/env.server.ts reads it): the footer, /about, /terms, /privacy and
 * every email say it. What is not set is said to be not set, never invented.
 */
export type SiteAddressKind = "support" | "press" | "careers" | "legal" | "privacy";

export type SiteIdentity = {
  /** COMPANY_LEGAL_NAME: the company that runs the site. */
  legalName: string | undefined;
  /** COMPANY_ADDRESS: its postal address. */
  postalAddress: string | undefined;
  /** Where replies to the site's emails go (REPLY_TO, else SUPPORT_EMAIL); unset: replies are not read. */
  replyTo: string | undefined;
  /** The site's own addresses; each falls back to SUPPORT_EMAIL, and unset means "use the contact form". */
  addresses: Record<SiteAddressKind, string | undefined>;
  /** SITE_URL is https (true) or http (false); unset (undefined): it depends on how each visitor reaches the site. */
  encrypted: boolean | undefined;
};

export const CONTACT_PATH = "/contact";

/** Who runs the site, in one sentence: the footer, the legal pages and every email. */
export function operatorSentence(identity: Pick<SiteIdentity, "legalName" | "postalAddress">): string {
  const { legalName, postalAddress } = identity;
  if (legalName && postalAddress) return `AeroMarket is run by ${legalName}, ${postalAddress}.`;
  if (legalName) return `AeroMarket is run by ${legalName}, which has not published its postal address here.`;
  if (postalAddress) return `AeroMarket is run from ${postalAddress}; the operator has not published its legal name here.`;
  return "The operator of this AeroMarket installation has not yet published its legal name and address.";
}

/**
 * Where a reply to an email goes and whether anyone reads it: the message's own Reply-To
 * (a support copy answers its sender), else the team's address, else nobody.
 */
export function replySentence(identity: Pick<SiteIdentity, "replyTo">, siteUrl: string, messageReplyTo?: string): string {
  if (messageReplyTo) return `Replies to this email go to ${messageReplyTo}.`;
  if (identity.replyTo) return `Replies to this email reach AeroMarket's team at ${identity.replyTo}.`;
  return `Replies to this email are not read. To reach AeroMarket's team, write through ${siteUrl}${CONTACT_PATH}.`;
}

/** The lines every email ends with: who runs the site and where a reply goes. */
export function mailSignature(identity: SiteIdentity, siteUrl: string, messageReplyTo?: string): string {
  return ["", "-- ", operatorSentence(identity), replySentence(identity, siteUrl, messageReplyTo)].join("\n");
}

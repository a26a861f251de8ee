import { Link, useRouteLoaderData } from "react-router";
import { CONTACT_PATH, operatorSentence, type SiteAddressKind, type SiteIdentity } from "~/domain/site-identity";
import type { loader as rootLoader } from "~/root";

const NOTHING_SET: SiteIdentity = {
  legalName: undefined,
  postalAddress: undefined,
  replyTo: undefined,
  addresses: { support: undefined, press: undefined, careers: undefined, legal: undefined, privacy: undefined },
  encrypted: undefined,
};

/** Who runs this deployment and how to reach them, as the operator set it (the root loader's `site`). */
export function useSiteIdentity(): SiteIdentity {
  return useRouteLoaderData<typeof rootLoader>("root")?.site ?? NOTHING_SET;
}

/**
 * The site's address of that kind as a mail link, or, where the operator set none, the
 * contact form, which always reaches the team: "write to {this}".
 */
export function WriteTo({ kind }: { kind: SiteAddressKind }) {
  const address = useSiteIdentity().addresses[kind];
  if (address) return <a href={`mailto:${address}`}>{address}</a>;
  return (
    <>
      us through our <Link to={CONTACT_PATH}>contact form</Link>
    </>
  );
}

/** Who runs this deployment, or that the operator has not said. */
export function OperatorSentence() {
  return <>{operatorSentence(useSiteIdentity())}</>;
}

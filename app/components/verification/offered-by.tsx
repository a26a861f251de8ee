import { offeringParties } from "~/domain/sellers/offering-company";
import { VerifiedSellerBadge } from "./verified-seller-badge";

/**
 * "Offered by …" with the "Verified seller" badge beside the verified legal name only:
 * another company typed on the listing is shown without it, and the verified seller as
 * the one who listed it (offering-company.ts).
 */
export function OfferedBy({ company, verifiedLegalName, nameClassName }: { company: string; verifiedLegalName: string | null; nameClassName?: string }) {
  const parties = offeringParties(company, verifiedLegalName);
  return (
    <>
      <span data-offered-by={parties.kind}>
        Offered by <span className={nameClassName}>{parties.company}</span>
        {parties.kind === "listed-for" ? (
          <>
            {" · listed by "}
            <span className={nameClassName}>{parties.listedBy}</span>
          </>
        ) : null}
      </span>
      {parties.kind === "unverified" ? null : <VerifiedSellerBadge />}
    </>
  );
}

import { Link } from "react-router";
import { preBuySummary } from "~/domain/inquiries/pre-buy";
import type { Route } from "./+types/safety";

export const meta: Route.MetaFunction = () => [
  { title: "Trust & Safety · AeroMarket" },
  {
    name: "description",
    content:
      "How to buy and sell aircraft safely on AeroMarket: verify the seller and the paperwork, commission a pre-buy inspection, use escrow and a title search, and report suspicious listings.",
  },
];

export default function SafetyPage() {
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:py-16">
      <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">Trust &amp; Safety</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-ink sm:text-4xl">Buying and selling safely</h1>
      <div className="prose-page mt-6">
        <p>
          Most aircraft sales are between honest people who want the deal to go well. A few are not, and the sums involved
          make aviation an attractive target for fraud. AeroMarket confirms the email address of every account, limits how many
          messages anyone can send, and shows a warning under a message in your inquiries that mentions wiring money, escrow
          details or gift cards, or moving the conversation off the site. But we are the venue where buyer and seller meet, not a party to the sale. The steps below are the ones that
          protect you, whichever side of the transaction you are on.
        </p>

        <h2>Buying safely</h2>
        <p>
          <strong>Verify the seller.</strong> Use the contact details on the listing’s Contact Seller card, and check that a
          dealer or broker is who they say they are: a company registration, a business address and a history you can find
          independently. Ask whether the seller owns the aircraft or acts for its owner, and in what capacity.
        </p>
        <p>
          <strong>Verify the aircraft.</strong> Look up the registration in the registry of the aircraft’s country of
          registration and confirm that the serial number, type and owner match what you have been told. Ask for the complete
          airframe, engine and propeller logbooks and read them for gaps, damage history and overdue inspections. Missing
          records are a reason to pause, not to negotiate.
        </p>
        <p>
          <strong>Always do a pre-buy inspection.</strong> Choose an independent shop that knows the type and does not work
          for the seller. {preBuySummary()} No photograph or logbook entry replaces it.
        </p>
        <p>
          <strong>Use an escrow agent and a title search.</strong> Order a title search so you know about liens, ownership
          disputes and recorded interests before you pay. Move funds through an independent escrow agent experienced in
          aircraft transactions, who releases payment only when the agreed conditions are met. Find the escrow agent
          yourself rather than using one the seller insists on.
        </p>

        <h2>Warning signs</h2>
        <ul>
          <li>
            A request to wire a deposit to a personal account, or to any account that does not belong to your escrow agent.
            Never do this, however reasonable the explanation.
          </li>
          <li>A price far below the market for the type, year and times. If it looks too good to be true, it usually is.</li>
          <li>
            Urgency: another buyer is “about to pay”, the offer expires tonight, or the seller is abroad and cannot show the
            aircraft.
          </li>
          <li>A seller who refuses an inspection, cannot produce the logbooks, or avoids a call.</li>
          <li>Pressure to continue somewhere other than the contact details on the seller’s account.</li>
        </ul>

        <h2>Selling safely</h2>
        <p>
          Sellers are targets too. Describe your aircraft accurately, including its damage history, and keep the original
          logbooks in your possession; share scans until a buyer has committed. Release the aircraft and sign over title only
          once the escrow agent confirms that funds are held, and be wary of overpayments, cheques and requests to refund the
          difference. Accompany test flights and inspections, and check that anyone flying your aircraft holds the right
          licence, rating and insurance.
        </p>

        <h2>Reporting a listing</h2>
        <p>
          If a listing or a message looks wrong, tell us. Signed in, use “Report this listing” at the foot of the listing’s
          page or in your inquiry, or “Report this message” under a message in your inquiry: the report goes to our
          operators’ queue, and we email you what they decide. Without an account, use the <Link to="/contact">contact form</Link>, choose the topic
          “Report a listing or a safety concern”, and include the listing’s page address or registration and what worried
          you. We review every report, and we remove listings and close accounts that break our{" "}
          <Link to="/terms">Terms of Service</Link>. If you have already lost money, contact your bank and your local
          police straight away as well.
        </p>
      </div>
    </main>
  );
}

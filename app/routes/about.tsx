import { Link } from "react-router";
import { OperatorSentence, WriteTo } from "~/components/site-identity";
import { preBuySummary } from "~/domain/inquiries/pre-buy";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = () => [
  { title: "About · AeroMarket" },
  {
    name: "description",
    content:
      "AeroMarket is the global aircraft marketplace: confirmed accounts, verified sellers, transparent AI-powered matching, and direct inquiries for everything from single-engine pistons to airliners.",
  },
];

export default function AboutPage() {
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:py-16">
      <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">Company</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-ink sm:text-4xl">About AeroMarket</h1>
      <div className="prose-page mt-6">
        <p>
          AeroMarket is The Global Aircraft Marketplace: one place where people who want to buy an aircraft meet the people
          who have one to sell. A flight school replacing a tired trainer, a family looking for its first six-seat piston
          twin, a charter operator adding a midsize jet and an airline remarketing a narrowbody all start from the same
          catalogue, with the same honest information in front of them.
        </p>
        <p>
          Buying an aircraft is one of the largest purchases most owners ever make, and it has too often depended on who you
          happen to know. We built AeroMarket so that finding the right aircraft is a matter of clear information and good
          questions, not luck.
        </p>

        <h2>From single-engine pistons to airliners</h2>
        <p>
          The marketplace covers the whole of civil aviation. You will find single-engine pistons for training and touring,
          multi-engine pistons for people who want a second engine over water and mountains, turboprops that carry real
          loads into short strips, business jets from light to long-range, helicopters for utility and private work, and
          commercial aircraft for operators and lessors. Every listing follows the same structure, so you can compare a
          turboprop and a light jet on price, range, seats, hours and location at a glance.
        </p>

        <h2>Confirmed accounts and verified sellers</h2>
        <p>
          A marketplace is only as good as the people on it. Every AeroMarket account confirms its email address before it
          can sign in, and every listing names the person who answers for it, so you know who you are dealing with. A
          visitor may send an inquiry without an account; the seller then sees the address they gave, which no one has
          confirmed. Sellers may be private owners, dealers, brokers,
          operators or lessors, and each of them answers for the accuracy of what they publish.
        </p>
        <p>
          A seller may also ask our team to verify their company: they send its legal name, registration number, country,
          address and a proof document, and an operator checks them against the company register before approving. Only
          then do their listings, cards and conversations carry a “Verified seller” badge; the{" "}
          <Link to="/help#verified-sellers">Help Center</Link> says exactly what is checked. Verification is not a
          guarantee about any particular aircraft, and we never present it as one.
        </p>

        <h2>Global reach</h2>
        <p>
          Aircraft cross borders more easily than almost any other asset, and so does our marketplace. Sellers anywhere in
          the world may list here, asking prices are shown in US dollars so they compare at a glance, and every listing
          states where the aircraft is based, so you can weigh a ferry flight, an export certificate of airworthiness and a
          registration change before you fall in love with a serial number on another continent.
        </p>

        <h2>Matching that shows its work</h2>
        <p>
          Browsing works well when you already know what you want. When you know the mission rather than the model, our
          AI-powered matching helps. You describe what the aircraft has to do: the type you have in mind, your budget, how
          you will use it, how many people fly with you, how far your usual trips are and when you need it. The matching
          engine then ranks every aircraft in the catalogue against those answers and gives each one a score out of 100.
        </p>
        <p>
          The score never arrives alone. Every result comes with plain-language reasons, both the ones in its favour and the
          ones against it, such as a price a little over budget or a range that would mean a fuel stop on your typical trip.
          Criteria you leave blank neither help nor hurt a result. You can see why an aircraft ranked where it did, disagree
          with it, and adjust your answers. The ranking is guidance for your own judgement, never a recommendation to buy.
        </p>

        <h2>How inquiries work</h2>
        <p>
          When a listing interests you, choose Email Seller on its page. The inquiry assistant answers what the listing
          itself says, such as hours, avionics, price or range, and tells you plainly what it does not; its buyer’s toolkit
          suggests the questions a careful buyer asks and can draft a professional first message. Contact Seller Directly
          sends your message, with the contact details you choose to share, to the seller, by email unless they chose to
          read inquiries on their dashboard only (on a sample listing, which says it is one, to AeroMarket&apos;s team). The
          seller replies from their dashboard, and each reply reaches you by email unless you turned inquiry emails off,
          and under My Inquiries if you have an account. There is no middleman
          rewriting your questions and no anonymous bidding.
        </p>
        <p>
          Inquiries are for genuine interest in a specific aircraft. We limit how many messages one address can send in an
          hour. Our operators review every report members send from a listing or a conversation, and read and answer
          those sent through <Link to="/contact">Contact Us</Link>.
        </p>

        <h2>How we think about trust</h2>
        <p>
          AeroMarket is the venue where buyer and seller meet; the sale itself is agreed between them. We want every sale
          that starts here to end well, so we are plain about the steps that protect you:
        </p>
        <ul>
          <li>
            Commission an independent pre-buy inspection by a shop that knows the type and does not work for the seller.{" "}
            {preBuySummary()} It is the best money you will spend in the whole purchase.
          </li>
          <li>
            Order a title search from the registry of the aircraft’s country of registration, so you know about liens,
            ownership disputes and any recorded interests before you pay.
          </li>
          <li>
            Move funds through an independent escrow agent experienced in aircraft transactions, who releases payment only
            when the agreed conditions, such as a clean title and an accepted inspection, are met.
          </li>
          <li>
            Be wary of any seller who refuses an inspection, pushes for payment by wire before paperwork, or asks you to
            continue somewhere other than the contact details on their account.
          </li>
        </ul>

        <h2>Who runs AeroMarket</h2>
        <p>
          <OperatorSentence /> To reach our team, write to <WriteTo kind="support" />.
        </p>

        <h2>Where to go next</h2>
        <ul>
          <li>
            <Link to="/catalog">Browse the catalogue</Link>, search by make or model, and filter by category and price.
          </li>
          <li>
            <Link to="/ai-match">Try AI matching</Link> to rank aircraft against your own mission.
          </li>
          <li>
            <Link to="/register?type=seller">Create a seller account</Link> and list your aircraft in front of buyers
            worldwide.
          </li>
        </ul>
      </div>
    </main>
  );
}

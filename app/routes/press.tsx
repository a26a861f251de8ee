import { Link } from "react-router";
import { WriteTo } from "~/components/site-identity";
import type { Route } from "./+types/press";

export const meta: Route.MetaFunction = () => [
  { title: "Press · AeroMarket" },
  {
    name: "description",
    content:
      "Press information for AeroMarket, the global aircraft marketplace: company boilerplate, key facts, announcements, media contact and brand guidelines.",
  },
];

const keyFacts = [
  { label: "Founded", value: "2024" },
  { label: "What we are", value: "A global marketplace for buying and selling aircraft" },
  { label: "Who it serves", value: "Buyers and sellers, from private owners to dealers, operators and lessors" },
  { label: "Aircraft covered", value: "Single-engine pistons to business jets, helicopters and airliners" },
  { label: "Distinctive feature", value: "AI-powered matching that explains every score" },
];

export default function PressPage() {
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:py-16">
      <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">Company</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-ink sm:text-4xl">Press</h1>
      <div className="prose-page mt-6">
        <p>
          Welcome, journalists, analysts and partners. This page gathers what you need to write about AeroMarket. For
          anything else, our media contact is below.
        </p>

        <h2>About AeroMarket</h2>
        <p>
          AeroMarket is The Global Aircraft Marketplace, where people who want to buy an aircraft meet the people who have
          one to sell. Founded in 2024, it brings buyers and sellers together in a single catalogue that covers the
          whole of civil aviation, from single-engine pistons and turboprops to business jets, helicopters and commercial
          aircraft, and marks the sellers whose company its team has checked as verified. Its AI-powered matching ranks aircraft against a buyer’s own mission and explains every score in plain
          language, and inquiries go directly from buyer to seller.
        </p>

        <h2>Key facts</h2>
        <ul>
          {keyFacts.map((fact) => (
            <li key={fact.label}>
              <strong>{fact.label}:</strong> {fact.value}
            </li>
          ))}
        </ul>

        <h2>Announcements</h2>
        <p className="text-sm text-muted">22 November 2026</p>
        <p>
          <strong>AeroMarket opens its marketplace with transparent aircraft matching.</strong> AeroMarket today opened its
          marketplace to buyers and sellers worldwide. Buyers can search and filter the full catalogue, or describe their
          mission, including aircraft type, budget, passengers, range, usage and timeline, and receive a ranked list in
          which every aircraft carries a match percentage and the reasons behind it. Accounts, browsing and inquiries are
          free, and publishing listings is free during the launch period.
        </p>
        <p className="text-sm text-muted">9 September 2026</p>
        <p>
          <strong>AeroMarket opens seller accounts ahead of launch.</strong> Private owners, dealers, brokers, operators and
          lessors can now create seller accounts and prepare their listings. Every listing follows the same
          structure, with price in US dollars, range, seats, hours and location, so that buyers can compare aircraft of
          different types at a glance.
        </p>

        <h2>Media contact</h2>
        <p>
          For interviews, comment, data requests and images, write to <WriteTo kind="press" />. Please include your
          publication and your
          deadline, and we will do our best to meet it. For questions that are not about press, please use our{" "}
          <Link to="/contact">contact form</Link>.
        </p>

        <h2>Using our name</h2>
        <p>
          AeroMarket is written as one word, with a capital A and a capital M: AeroMarket, not Aero Market, Aeromarket or
          AEROMARKET. Please don’t alter our name or logo, combine them with other marks, or use them in a way that
          suggests we endorse a product, an aircraft or a seller. If you are unsure whether a use is appropriate, ask us
          first, as above.
        </p>
      </div>
    </main>
  );
}

import { Link } from "react-router";
import { OperatorSentence, WriteTo } from "~/components/site-identity";
import type { Route } from "./+types/press";

export const meta: Route.MetaFunction = () => [
  { title: "Press · AeroMarket" },
  {
    name: "description",
    content:
      "Press information for AeroMarket, the global aircraft marketplace: what it is, key facts, who runs it, media contact and how to write its name.",
  },
];

/** What the product does, each checked against it; no founding year or dated announcement, which no deployment can know (decision 048). */
const keyFacts = [
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
          Welcome, journalists, analysts and partners. This page gathers the basic facts about AeroMarket. For
          anything else, our media contact is below.
        </p>

        <h2>About AeroMarket</h2>
        <p>
          AeroMarket is The Global Aircraft Marketplace, where people who want to buy an aircraft meet the people who have
          one to sell. It brings buyers and sellers together in a single catalogue that covers the whole of civil aviation,
          from single-engine pistons and turboprops to business jets, helicopters and commercial aircraft, and marks the
          sellers whose company its team has checked as verified. Its AI-powered matching ranks aircraft against a buyer’s
          own mission and explains every score in plain language, and a buyer’s inquiry goes to the seller who answers for
          the listing (on a sample listing, to AeroMarket’s team).
        </p>

        <h2>Key facts</h2>
        <ul>
          {keyFacts.map((fact) => (
            <li key={fact.label}>
              <strong>{fact.label}:</strong> {fact.value}
            </li>
          ))}
        </ul>

        <h2>Who runs AeroMarket</h2>
        <p>
          <OperatorSentence />
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

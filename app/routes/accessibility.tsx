import { Link } from "react-router";
import { env } from "~/server/platform/env.server";
import type { Route } from "./+types/accessibility";

export const meta: Route.MetaFunction = () => [
  { title: "Accessibility · AeroMarket" },
  {
    name: "description",
    content: "The accessibility standard AeroMarket meets (WCAG 2.2 level AA), how every page is tested against it, and how to report a barrier.",
  },
];

export function loader() {
  return { supportEmail: env().supportEmail ?? null };
}

export default function AccessibilityPage({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:py-16">
      <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">Accessibility</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-ink sm:text-4xl">An aircraft marketplace everyone can use</h1>
      <div className="prose-page mt-6">
        <p>
          Buyers, sellers and brokers use AeroMarket with a keyboard, a screen reader, magnification, a phone or without
          JavaScript. We build every page for all of them.
        </p>

        <h2>The standard</h2>
        <p>
          AeroMarket aims to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. Every page works without
          JavaScript, every control can be reached and used with a keyboard and shows where the keyboard is, and on a phone
          every control is at least 44 by 44 pixels.
        </p>

        <h2>How we test it</h2>
        <ul>
          <li>
            Every page of the site, signed out and as a buyer, a seller and an operator, with and without JavaScript, is
            checked with the axe-core engine against the WCAG 2.2 A and AA rules by the test suite every change to the site
            must pass: a single failure holds the change back.
          </li>
          <li>
            A keyboard-only journey (searching, opening an aircraft, sending an inquiry and saving a search) is run with the
            same check, and a visible focus is required at every step.
          </li>
          <li>Every control on every page is measured on a 375-pixel-wide phone screen.</li>
        </ul>
        <p>
          Automated checks find many barriers but not all of them. If something stands in your way, please tell us.
        </p>

        <h2>Report a barrier</h2>
        <p>
          Write to us through the <Link to="/contact">contact form</Link> and choose the topic “An accessibility barrier”.
          Your message goes to our support inbox, which AeroMarket&apos;s operators read, and the answer is emailed to you.
          {loaderData.supportEmail ? (
            <>
              {" "}
              You can also email the support inbox directly at <a href={`mailto:${loaderData.supportEmail}`}>{loaderData.supportEmail}</a>.
            </>
          ) : null}{" "}
          Tell us the page’s address, what you were trying to do and, if you like, the browser and assistive technology you
          use.
        </p>
      </div>
    </main>
  );
}

import { Link } from "react-router";
import { OwnershipHelp } from "~/components/valuation/ownership-help";
import { ValuationHelp } from "~/components/valuation/valuation-help";
import { preBuyTable } from "~/domain/inquiries/pre-buy";
import { VERIFICATION_CHECKS } from "~/domain/sellers/verification-checks";
import type { Route } from "./+types/help";

export const meta: Route.MetaFunction = () => [
  { title: "Help Center · AeroMarket" },
  {
    name: "description",
    content:
      "Help with AeroMarket, the global aircraft marketplace: searching the catalogue, AI matching, buyer and seller accounts, contacting sellers and listing your aircraft.",
  },
];

const faqs = [
  {
    question: "Does it cost anything to use AeroMarket?",
    answer:
      "No. Creating an account, browsing, sending inquiries and publishing listings are all free: AeroMarket charges no fees and takes no commission on a sale.",
  },
  {
    question: "Why is my AI match score lower than I expected?",
    answer:
      "Every score comes with its reasons. Read the ones against the aircraft, such as a price over budget or a range short of your usual trip, and adjust your answers if a criterion matters less to you than it seemed.",
  },
  {
    question: "Are listed prices in my currency?",
    answer:
      "Asking prices are shown in US dollars so that aircraft from around the world compare at a glance. Each listing also states where the aircraft is based.",
  },
  {
    question: "Does AeroMarket inspect the aircraft or handle payment?",
    answer:
      "No. AeroMarket is where buyers and sellers meet; the sale is agreed between them. We recommend an independent pre-buy inspection, a title search and an escrow agent for every purchase.",
  },
  {
    question: "I didn’t receive my confirmation email. What now?",
    answer:
      "Check your spam or junk folder first, and make sure you registered with the address you expect. If it still hasn’t arrived, register again with the same address: while it is unconfirmed, that sends a new link (at most one a minute), and the older link stops working. Our team cannot see or confirm an account whose address is not confirmed, so this is the way to a new link.",
  },
];

export default function HelpPage() {
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:py-16">
      <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">Support</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-ink sm:text-4xl">Help Center</h1>
      <div className="prose-page mt-6">
        <p>
          Whether you are looking for your first trainer or remarketing a business jet, this page explains how AeroMarket
          works and where to find each part of it. If your question isn’t answered here, our team is a message away.
        </p>

        <h2>Searching and filtering the catalogue</h2>
        <p>
          The <Link to="/catalog">catalogue</Link> lists every aircraft for sale on AeroMarket. Type into the search box to
          find aircraft by manufacturer, model or location, for example “Cirrus”, “King Air” or “Texas”. Narrow the results
          by category, from single-engine pistons to commercial aircraft, and by price range, then sort by newest listing,
          price or year of manufacture.
        </p>
        <p>
          Switch between grid view, which shows larger photographs, and list view, which makes it easy to scan many aircraft
          at once. Your search and filters stay in the page address, so you can bookmark a search or share it with a partner
          or broker.
        </p>

        <h2>How AI matching works</h2>
        <p>
          When you know the mission rather than the model, try <Link to="/ai-match">AI matching</Link>. Describe the
          aircraft type you have in mind, your budget, how many passengers usually fly with you, the range of your typical
          trip, how you will use the aircraft and your timeline. The matching engine ranks the catalogue against your answers
          and gives each result a match percentage.
        </p>
        <p>
          Every result shows the reasons behind its score, both in its favour and against it. Criteria you leave blank
          neither help nor hurt a result. Treat the ranking as guidance for your own judgement, not a recommendation to buy.
        </p>

        <h2>Your account</h2>
        <p>
          You can <Link to="/register">register</Link> as a buyer or as a seller. After registering, confirm your email
          address using the link we send you; you can sign in once it is confirmed.
          Then <Link to="/login">sign in</Link> with your email and password. If you have forgotten your password, request a
          reset link at <Link to="/forgot-password">Forgot password</Link>.
        </p>

        <h2>Contacting a seller</h2>
        <p>
          Every aircraft page has a Contact Seller card showing the seller’s name, company and phone number, together with
          the aircraft’s registration and location. Call the seller, or choose Email Seller to open the inquiry: its
          assistant answers from the listing, its toolkit suggests good questions and drafts a first message, and Contact
          Seller Directly sends your message to the seller: by email, unless the seller chose to read inquiries on their
          dashboard only, which the form then tells you. You need no account to write; with one, your conversations and the
          seller’s replies are under My Inquiries on your dashboard, and replies also reach you by email unless you turn
          inquiry emails off in your settings. When you write again after the seller replied, the conversation waits for
          the seller once more, marked New on their dashboard. Good first questions ask for the logbooks, the damage history, engine and propeller times against their
          overhaul intervals, and the avionics fitted.
        </p>

        <h2 id="price-reductions" className="scroll-mt-24">“Reduced” prices</h2>
        <p>
          We follow the rule European law sets for price reductions (the Omnibus Directive): a reduction is measured from
          the lowest asking price the aircraft had in the 30 days before the cut. A card says “Reduced” for 30 days after
          such a cut, the price history names its amount, and buyers who saved the aircraft are emailed. A price raised and
          then cut back to where it was is no reduction: it shows no “Reduced” and sends no email.
        </p>

        <h2 id="verified-sellers" className="scroll-mt-24">Verified sellers</h2>
        <p>
          A “Verified seller” badge on a listing, its card in the catalogue and its inquiry threads means that the seller
          asked us to verify their company and an AeroMarket operator approved the request. The seller sent the company’s
          legal name, registration number, country of registration, business address and phone, and a proof document such
          as a certificate of incorporation. Before approving, the operator confirmed each of these:
        </p>
        <ul>
          {VERIFICATION_CHECKS.map((check) => (
            <li key={check.name}>{check.label}</li>
          ))}
        </ul>
        <p>
          That is all the badge says. We keep the phone number to reach the company but do not check it; we do not check
          that the seller owns the aircraft they list or has the right to sell it, we do not inspect aircraft, and we do not
          check what a listing says. A seller without the badge has not been verified, or not yet: nothing else on the site
          calls a seller verified. Sellers ask for verification from their dashboard, and are emailed the decision.
        </p>
        <p>
          The badge stands beside the verified company’s legal name and no other. When a verified seller offers an
          aircraft for another company, such as a broker for an owner, the listing says so (“Offered by the owner · listed
          by the broker”) and the badge stands beside the broker, the company we checked. A verified seller who changes
          their company name goes back to our team, and shows no badge until the new name is approved.
        </p>

        <h2 id="faa-registry" className="scroll-mt-24">“Registration matches the FAA registry”</h2>
        <p>
          Our team can import the FAA’s public register of US civil aircraft (its “Releasable Aircraft” download). Once it
          has, when a listing’s N-number is in it with the same serial number, make and model, the Contact Seller card says
          so, with the date of the import; before any import, no card says it. It does not say who owns the aircraft or that it is airworthy, and aircraft registered outside
          the United States are not checked. Changes the FAA made after that date are not reflected.
        </p>

        <h2 id="pre-buy" className="scroll-mt-24">Pre-buy inspections</h2>
        <p>
          Before you buy, have an independent shop that knows the type inspect the aircraft and read its logbooks. Each
          aircraft page gives the range for its type, and the assistant repeats it:
        </p>
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-left text-sm text-ink-soft">
            <caption className="sr-only">Typical pre-buy inspection time and cost by type of aircraft, with the source of each range</caption>
            <thead>
              <tr className="border-b border-line text-ink">
                <th scope="col" className="py-2 pr-4">Type</th>
                <th scope="col" className="py-2 pr-4">Typically takes</th>
                <th scope="col" className="py-2 pr-4">Typically costs</th>
                <th scope="col" className="py-2">Source</th>
              </tr>
            </thead>
            <tbody>
              {preBuyTable().map((row) => (
                <tr key={row.type} className="border-b border-line align-top">
                  <th scope="row" className="py-2 pr-4 font-medium text-ink">{row.label}</th>
                  <td className="py-2 pr-4 whitespace-nowrap">{row.duration}</td>
                  <td className="py-2 pr-4">
                    {row.cost}
                    {row.note ? `, ${row.note}` : ""}
                  </td>
                  <td className="py-2 text-xs">{row.source}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="mt-4">
          What an inspection costs and how long it takes vary with its scope (a records review alone, or borescopes,
          compression and avionics checks, or an inspection timed with a heavy check), with the aircraft’s size, age and
          records, and with what is found. Ask the shop you choose for a written quote of its scope before you agree a price.
        </p>

        <OwnershipHelp />

        <ValuationHelp />

        <h2>Selling your aircraft</h2>
        <p>
          To list an aircraft, <Link to="/register?type=seller">create a seller account</Link>, confirm your email and go
          to <Link to="/sell">Sell</Link>. Describe the aircraft accurately, including registration, serial number, times
          and damage history, add clear photographs and set a genuine asking price in US dollars. Withdraw the listing as
          soon as the aircraft is sold. Our <Link to="/safety">Trust &amp; Safety</Link> page has advice for sellers, too.
        </p>

        <h2>Frequently asked questions</h2>
        <div className="mt-2">
          {faqs.map((faq) => (
            <details key={faq.question} className="border-b border-line">
              <summary className="cursor-pointer py-3 font-semibold text-ink">{faq.question}</summary>
              <p className="pb-4">{faq.answer}</p>
            </details>
          ))}
        </div>

        <h2>Still need help?</h2>
        <p>
          <Link to="/contact">Contact Us</Link> and choose the topic that fits your question. Your message goes to our
          support inbox, which AeroMarket&apos;s operators read, and their answer is emailed to you.
        </p>
      </div>
    </main>
  );
}

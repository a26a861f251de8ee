import type { Route } from "./+types/terms";
import { OperatorSentence, WriteTo } from "~/components/site-identity";

export const meta: Route.MetaFunction = () => [
  { title: "Terms of Service · AeroMarket" },
  {
    name: "description",
    content:
      "The terms that govern using AeroMarket, the global aircraft marketplace: accounts, listings, inquiries, matching, fees and liability.",
  },
];

export default function TermsPage() {
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:py-16">
      <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">Legal</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-ink sm:text-4xl">Terms of Service</h1>
      <p className="mt-3 text-sm text-muted">Last updated 28 November 2026</p>
      <div className="prose-page mt-6">
        <p>
          These terms are an agreement between you and the operator of this AeroMarket website (“AeroMarket”, “we”, “us”)
          about your use of the website and its services (together, the “Service”). <OperatorSentence />
        </p>

        <h2>1. Acceptance</h2>
        <p>
          By creating an account, publishing a listing, sending an inquiry or otherwise using the Service, you agree to these
          terms and to our Privacy Policy. If you act for a company, you confirm that you may bind it. If you do not agree,
          please do not use the Service. You must be at least 18 years old to hold an account.
        </p>

        <h2>2. Accounts</h2>
        <p>
          You may register as a buyer or as a seller. Either way, you agree to give accurate, current information, including
          your real name, working contact details and, for sellers, the company you represent where there is one.
        </p>
        <ul>
          <li>Each account belongs to one person. Do not share it or open accounts for others.</li>
          <li>Keep your password confidential; you are responsible for activity under your account.</li>
        </ul>

        <h2>3. Listings</h2>
        <p>
          When you publish a listing, you warrant that you own the aircraft or hold the authority of its owner to offer it
          for sale, and that you can pass good title or can have the owner do so. You also warrant that everything in the
          listing is true and not misleading, including registration, serial number, times, damage history, specifications
          and photographs.
        </p>
        <p>
          The price you show must be a genuine asking price for the aircraft described: no bait prices and no hidden
          mandatory charges. Withdraw a listing as soon as the aircraft is no longer for sale. We may decline or remove
          listings that we believe break these terms.
        </p>

        <h2>4. Inquiries and communication</h2>
        <p>
          Inquiries exist so that buyers can ask sellers about specific aircraft. Do not send advertising, bulk or automated
          messages, or messages unrelated to the listing, and do not use contact details obtained here for other purposes.
        </p>
        <p>
          Never use the Service to set up fraud elsewhere. Moving a conversation off the platform to deceive, to collect
          payments under false pretences, or to impersonate a seller, escrow agent or registry leads to immediate
          termination and may be reported to the authorities.
        </p>

        <h2>5. AeroMarket is a venue, not a party to the sale</h2>
        <p>
          AeroMarket is where buyers and sellers find each other. We are not a party to any sale, we do not act as broker or
          agent for either side, and we do not hold funds, provide escrow or transfer title.
        </p>
        <p>
          Buyers are responsible for their own due diligence, and we strongly recommend an independent pre-buy inspection, a
          title search and an independent escrow agent. We do not inspect aircraft or verify every statement in a listing.
        </p>

        <h2>6. Matching scores are guidance, not advice</h2>
        <p>
          Our matching feature ranks aircraft against the requirements you enter and explains each score. Scores and reasons
          are generated automatically and are guidance for your search, not financial, legal, technical or airworthiness
          advice, nor a recommendation to buy.
        </p>

        <h2>7. Prohibited conduct</h2>
        <ul>
          <li>Publishing false, misleading or infringing content, or listings for aircraft you may not sell.</li>
          <li>Impersonating any person or business, or misrepresenting your affiliation with anyone.</li>
          <li>Scraping, harvesting or bulk-downloading listings or user data, or interfering with the Service’s security.</li>
          <li>Using the Service for transactions that breach export controls, sanctions or other law.</li>
          <li>Harassing or abusing other users or our staff.</li>
        </ul>

        <h2>8. Fees</h2>
        <p>
          Creating an account, browsing, sending inquiries and publishing listings are free: the Service charges no fees. Should
          fees ever be introduced, they will be announced in advance and apply only once you have accepted them.
        </p>

        <h2>9. Intellectual property</h2>
        <p>
          The Service, including its design, software, text and illustrations, belongs to AeroMarket or its licensors. You
          keep ownership of the content you submit and grant us a worldwide, non-exclusive, royalty-free licence to host,
          display and adapt it to operate and promote the Service while it remains published. You confirm that you have the
          rights to grant that licence.
        </p>

        <h2>10. Termination</h2>
        <p>
          You may close your account at any time. We may suspend or close an account, or remove content, if we reasonably
          believe these terms have been broken or to protect other users. Sections that by their nature
          should survive termination, such as those on liability and governing law, continue to apply.
        </p>

        <h2>11. Disclaimers and limitation of liability</h2>
        <p>
          The Service is provided “as is” and “as available”. To the fullest extent permitted by law, we disclaim all
          warranties, express or implied, including as to the accuracy of listings, the airworthiness of any aircraft and
          the conduct of any user. We are not liable for indirect or consequential losses, or for losses arising from
          transactions between users. Our total liability to you for any claim relating
          to the Service is limited to the greater of the fees you paid us in the preceding twelve months or US$100, except
          where the law does not allow such limits.
        </p>

        <h2>12. Governing law</h2>
        <p>
          These terms are governed by the laws of the place where the operator named at the top of these terms is
          established, without regard to its conflict-of-law rules. The courts of that place have jurisdiction over any
          dispute, unless consumer law where you live gives you
          the right to bring proceedings locally.
        </p>

        <h2>13. Changes to these terms</h2>
        <p>
          We may update these terms as the Service evolves. We will give notice of material changes before they take effect;
          continuing to use the Service afterwards means you accept them.
        </p>

        <h2>14. Contact</h2>
        <p>
          Questions about these terms can be sent to <WriteTo kind="legal" />.
        </p>
      </div>
    </main>
  );
}

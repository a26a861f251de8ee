import { useSiteIdentity, WriteTo } from "~/components/site-identity";
import { operatorSentence } from "~/domain/site-identity";
import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = () => [
  { title: "Privacy Policy · AeroMarket" },
  {
    name: "description",
    content:
      "What AeroMarket collects, why, who sees it and how long we keep it. No advertising trackers, and no selling of your data.",
  },
];

export default function PrivacyPage() {
  const site = useSiteIdentity();
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:py-16">
      <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">Legal</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-ink sm:text-4xl">Privacy Policy</h1>
      <p className="mt-3 text-sm text-muted">Last updated 28 November 2026</p>
      <div className="prose-page mt-6">
        <p>
          This policy explains what personal information AeroMarket collects when you use our marketplace, why we collect
          it, who can see it and the choices you have. The short version: we collect what we need to run a marketplace,
          we share your details with a seller only when you write to that seller, we use no advertising trackers, and we
          never sell your data.
        </p>
        <p>
          {operatorSentence(site)} The operator is responsible for the personal information this website holds (its
          “controller”, in the words of European law).
        </p>

        <h2>What we collect</h2>
        <p>
          <strong>Account information.</strong> When you register we collect your name, email address, phone number and
          whether you are joining as a buyer or a seller. Sellers may also give the name of the company they represent. Your
          password is never stored in readable form.
        </p>
        <p>
          <strong>Listings.</strong> If you sell, we store the listings you publish: the aircraft’s details, specifications,
          price, location, photographs and the contact details you choose to show on them.
        </p>
        <p>
          <strong>Inquiries and messages.</strong> When you send an inquiry, we store its content together with the contact
          details you include, so it can reach the seller and both of you can refer back to it. We email the seller your
          message, and each side the other’s replies, unless they turned inquiry emails off (a message about a sample
          listing goes to our team, who answer in the conversation). If you wrote without an account, we email you a copy with a
          link: open it and sign in (or create an account) to keep the conversation under My Inquiries. Nothing joins an
          account without that link.
        </p>
        <p>
          <strong>Deals and reviews.</strong> When a buyer and a seller take a purchase through the deal room, we store its
          offers, steps and deadlines for both of them. After a sale each may review the other: a review (its stars and text,
          never its author’s name) shows on the seller’s listings or, to sellers, beside the buyer. The sold price is shown
          only if both agree to publish it.
        </p>
        <p>
          <strong>Matching requirements.</strong> When you use AI matching, we process the requirements you enter, such as
          aircraft type, budget, intended use, passengers, range and timeline, to rank aircraft for you. We keep each
          matching request in anonymised form, without your name, contact details or anything else that identifies you, so
          that we can show sellers aggregate demand, for example how many buyers are looking for a turboprop under a given
          budget. If you save a matching search to your account, its answers (your notes included) are kept with your
          account, like any saved search, until you delete it or close your account.
        </p>
        <p>
          <strong>Catalogue searches.</strong> We keep the words and filters of each catalogue search and how many aircraft
          it showed, without your account, IP address or anything else that identifies you, for 90 days, to see what buyers
          look for and do not find.
        </p>
        <p>
          <strong>Technical information.</strong> Like any website, our servers receive technical data such as your IP
          address and browser type, which we use to keep the Service running and secure. For each session you are signed
          in with, we keep the browser’s user agent and the IP address it last used, so that your settings can list your
          signed-in devices; they are deleted when that session is signed out (“Sign out everywhere” ends them all) or your
          account is closed. The cookies we set, and where each kind of information is kept, are listed below.
        </p>

        <h2>Cookies</h2>
        <p>
          These are all the cookies AeroMarket sets. Each is our own, read only by our servers and never by scripts in the
          page; we use no advertising or cross-site tracking cookies and no third-party advertising trackers.
        </p>
        <ul>
          <li>
            <strong>aeromarket-auth</strong> (split into aeromarket-auth.0, aeromarket-auth.1 and so on when it is long) keeps
            you signed in. It holds your session’s sign-in tokens, is renewed while you use the site and lasts up to 30 days
            after your last visit; signing out removes it.
          </li>
          <li>
            <strong>aeromarket-auth-code-verifier</strong> and cookies whose names end in <strong>-code-verifier</strong> are
            set by our sign-in software when you register or change your email address. They hold a random code and nothing
            about you, last up to 30 days and are removed when you sign out.
          </li>
          <li>
            <strong>aeromarket_toast</strong> carries a notice, such as “Message sent”, to the next page you see. It is removed
            when that page shows it and expires within a minute.
          </li>
          <li>
            <strong>aeromarket_pending_search</strong> holds a search you asked to save before signing in (its criteria, its
            name, how often you want alerts and the page to come back to) for up to an hour, so that it is saved to your
            account once you sign in or confirm a new account. It is removed once the search is saved.
          </li>
          <li>
            <strong>aeromarket_chat</strong>, one per aircraft, keeps the questions you asked that aircraft’s inquiry
            assistant for 30 days, so the conversation is still there when you come back. We do not store those questions on
            our servers.
          </li>
        </ul>

        <h2>Where we keep it</h2>
        <ul>
          <li>
            <strong>Our database</strong> holds your account (your password only as a hash) and signed-in sessions, your
            profile, listings (with their photos’ and documents’ details, and each change of their asking price),
            inquiries and messages (with the documents a seller shared in them, and the offers, checklists, steps and after-sale reviews of their deal rooms), saved aircraft, saved searches and their
            alerts, the messages you send through Contact Us and our answers, the listings and messages you report to us
            (with your reason, note and our decision), a seller’s verification requests (the company’s details, address and
            phone, the proof document’s name and our decision), whether you are on our team, the anonymised matching
            requirements described above, and how many times a day each listing was viewed (counts only, not who viewed
            it).
          </li>
          <li>
            <strong>Photo storage</strong> (our server’s disk or a cloud storage bucket) holds the photographs and documents
            (logbooks, spec sheets, inspection reports) sellers upload to their listings. Deleting a photo, or a listing,
            removes its files. It also holds the proof documents sellers send to be verified,
            which only our team can open; closing the account removes them.
          </li>
          <li>
            <strong>Email.</strong> The emails we send you{site.addresses.support ? ", and the messages sent through Contact Us (which are also copied to our support mailbox)," : ""} pass
            through our email provider. A server running without an email provider, such as a
            trial installation, keeps each email it would have sent as a file on that server instead, and notes its
            recipient’s address in the server log.
          </li>
          <li>
            <strong>Abuse limits.</strong> To stop floods of sign-in attempts, sign-ups, password recovery requests,
            inquiries, reports, Contact Us messages and matching requests, and to count a listing’s views once per visitor a day, we
            count attempts by IP address and, where an email address is entered, by that address. These counters are deleted
            once they are a day old, and those for your email address and account when you close your account.
          </li>
          <li>
            <strong>Server logs</strong> record one line per request: the kind of page (not its full address), the result,
            how long it took and, when you are signed in, your account’s internal id, not your IP address or email address.
            Other lines name an email address in two cases: the recipient of an email we could not send, so that we can fix
            the fault, and, on a server without an email provider, the recipient of each email. When a request fails because
            of a fault on our side, the error logged can include the data that request was handling, such as the text of a
            message. How long logs are kept depends on our hosting.
          </li>
          <li>
            <strong>Our team’s log.</strong> When our team suspends or restores an account, hides or shows a listing, decides
            on a report, approves or refuses a seller’s verification, answers a Contact Us message or a conversation about a sample listing, or changes who is on the team, a log that cannot be changed records the action, what it
            concerned (an account or a listing by its internal id, a message, a conversation or a report by its number), the reason given or the answer
            sent, the team member and the time. It is kept after an account is closed.
          </li>
        </ul>

        <h2>How we use it</h2>
        <ul>
          <li>To create and run your account and keep you signed in.</li>
          <li>To publish listings and deliver inquiries between buyers and sellers.</li>
          <li>To rank aircraft against your requirements and explain the results.</li>
          <li>To answer your questions and send messages about your account or these policies.</li>
          <li>To prevent spam, fraud and abuse, and to keep the Service secure.</li>
          <li>To comply with legal obligations.</li>
        </ul>
        <p>
          We do not use your information to build advertising profiles, and we do not make automated decisions about you that
          have legal or similarly significant effects.
        </p>

        <h2>Sharing</h2>
        <p>
          When you send an inquiry, the seller receives what you send: your message and the name, email address and phone
          number you include with it. That is the point of an inquiry, and it is the main way your details reach another
          user. Sellers’ listings, including the contact details they choose to publish, are visible to everyone.
        </p>
        <p>
          Beyond that, we share information only with service providers who host and operate the Service on our behalf under
          contracts that limit their use of it, when the law requires it, or to protect the safety of our users. We do not
          sell or rent personal data to anyone.
        </p>

        <h2>Retention</h2>
        <p>
          We keep account information for as long as your account is open. You can close it yourself at any time under
          Account, Settings, Close my account. Closing it takes effect at once:
        </p>
        <ul>
          <li>Your sign-in, your profile (name, email address, phone number, company) and your email choices are deleted.</li>
          <li>
            Your listings are withdrawn from the catalogue and their photos and documents are deleted. The aircraft’s details
            stay on our servers, without your contact details and no longer shown anywhere on the site, so that the
            conversations about them still say which aircraft they were about.
          </li>
          <li>Your saved aircraft, saved searches and their alerts, your reports, and the messages you sent us through Contact Us, are deleted.</li>
          <li>
            Your conversations with other members are kept so that the other side can still read what was agreed: what you
            wrote stays, but your name, email address and phone number are removed and you appear as “Former member”. Nobody
            who later registers with your email address can see them.
          </li>
        </ul>
        <p>
          If you register again with the same address, you start as a new member. Anonymised matching data contains nothing
          that identifies you and may be kept indefinitely. Before closing, you can download everything we hold about you as a
          JSON file from Account, Settings, Download my data: each kind of record listed under “Where we keep it” that
          concerns you, including our team’s log entries about your account, listings, reports, requests and messages
          (without the team member’s name). A verification proof document is described there by its name and type, not
          attached; your listings’ documents by their name and the address where you can open them. Left out are only
          the secrets that keep your sessions signed in and the one-time codes behind emailed links, which would let
          whoever holds the file act as you.
        </p>

        <h2>Security</h2>
        <p>
          Passwords are stored only as bcrypt hashes, so not even our staff can read them. The cookie that keeps you signed in
          is HttpOnly, which means scripts running in the page cannot read it, and <CookieTransport encrypted={site.encrypted} /> Access to personal data within AeroMarket is limited to the people who need it to run the Service. No
          system is perfectly secure, so please use a strong, unique password and tell us if you notice anything unusual.
        </p>

        <h2>Your rights</h2>
        <p>
          Depending on where you live, privacy laws such as the GDPR in Europe and the CCPA in California give you rights over
          your personal information. Wherever you are, we offer these rights to every user:
        </p>
        <ul>
          <li>Access: download a copy of the personal information we hold about you from your account settings, or ask us for it.</li>
          <li>Correction: update inaccurate or incomplete information, most of it directly in your account settings.</li>
          <li>Deletion: close your account from your account settings, or ask us to.</li>
          <li>Objection and restriction: ask us to stop or limit certain uses of your information.</li>
          <li>Portability: receive the information you gave us in a common, machine-readable format.</li>
        </ul>
        <p>
          We will not treat you differently for exercising these rights. We may need to confirm your identity before acting on
          a request, and we answer within the time the applicable law allows. You may also complain to your local data
          protection authority.
        </p>

        <h2>Changes to this policy</h2>
        <p>
          If we change this policy in a way that matters, we will tell account holders by email or on the site before the
          change takes effect, and we will update the date at the top of this page.
        </p>

        <h2>Contact</h2>
        <p>
          For any question about your privacy or to exercise your rights, write to <WriteTo kind="privacy" />.
        </p>
      </div>
    </main>
  );
}

/** Whether the sign-in cookie travels encrypted depends on how this deployment is served (SITE_URL's scheme). */
function CookieTransport({ encrypted }: { encrypted: boolean | undefined }) {
  if (encrypted === true) return <>it is sent only over encrypted (HTTPS) connections.</>;
  if (encrypted === false) return <>this installation is served without encryption (plain HTTP), so the cookie is not protected in transit: use it for trials only.</>;
  return <>it is marked to travel only over encrypted connections whenever you reach the site over HTTPS.</>;
}

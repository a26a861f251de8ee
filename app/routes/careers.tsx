import { Link } from "react-router";
import { WriteTo } from "~/components/site-identity";
import type { Route } from "./+types/careers";

export const meta: Route.MetaFunction = () => [
  { title: "Careers · AeroMarket" },
  {
    name: "description",
    content:
      "Work at AeroMarket, the global aircraft marketplace: a small, remote-first team of pilots and engineers. See our open roles and how to apply.",
  },
];

const openRoles = [
  {
    title: "Senior Full-Stack Engineer",
    detail: "React Router, PostgreSQL. Build the catalogue, matching and listing tools end to end.",
  },
  {
    title: "Aviation Market Specialist",
    detail: "Help sellers present their aircraft well and keep our categories and data honest.",
  },
  {
    title: "Customer Success Lead, EMEA",
    detail: "Look after buyers and sellers across Europe, the Middle East and Africa.",
  },
];

export default function CareersPage() {
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:py-16">
      <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">Company</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-ink sm:text-4xl">Careers at AeroMarket</h1>
      <div className="prose-page mt-6">
        <p>
          AeroMarket is The Global Aircraft Marketplace: one place where people who want to buy an aircraft meet the people
          who have one to sell, from single-engine pistons to airliners. We are building it so that finding the right
          aircraft depends on clear information and good questions, not on who you happen to know.{" "}
          <Link to="/about">Read more about what we do</Link>.
        </p>

        <h2>Who we are</h2>
        <p>
          We are a small team of pilots and engineers, and a good number of us are both. Some of us have bought and sold
          aircraft of our own, some have worked in maintenance shops, flight schools and charter operations, and some have
          spent years building software that many people rely on. What we share is a love of aviation and an impatience with
          marketplaces that hide the information buyers need.
        </p>

        <h2>How we work</h2>
        <p>
          AeroMarket is remote-first, and our team works across time zones. That means we write things down: decisions,
          designs and the reasons behind them live where everyone can read them, so nobody has to be awake at the same hour
          to know what is going on. We keep meetings few and short, and protect long stretches of focused time.
        </p>
        <p>
          Because the team is small, everyone talks to users. Engineers read inquiries and support messages, and market
          specialists shape what we build. We ship in small steps, measure whether they helped, and change course when they
          did not.
        </p>

        <h2>What we value</h2>
        <ul>
          <li>
            <strong>Honesty first.</strong> We show our work, in our matching scores as much as in our conversations with
            each other. If something is uncertain, we say so.
          </li>
          <li>
            <strong>Safety is not a feature.</strong> Buying an aircraft is a large decision with real consequences. We never
            trade a buyer’s safety for a faster sale.
          </li>
          <li>
            <strong>Respect for the craft.</strong> Aviation runs on checklists, records and careful people. We bring the
            same discipline to our own work.
          </li>
          <li>
            <strong>Ownership.</strong> Everyone owns outcomes, not tasks, and everyone is trusted to make decisions in
            their area.
          </li>
        </ul>

        <h2>Open roles</h2>
        <ul>
          {openRoles.map((role) => (
            <li key={role.title}>
              <strong>{role.title}</strong>: {role.detail}
            </li>
          ))}
        </ul>
        <p>
          All roles are remote. We will ask about the time zones you can comfortably overlap with, since each role works
          closely with colleagues and users in particular regions.
        </p>

        <h2>How to apply</h2>
        <p>
          Write to <WriteTo kind="careers" />, naming the role.
          Tell us, in your own words, why the role interests you and what you would bring to it, and attach a CV or a link to
          your work. You don’t need to be a pilot to join us, and you don’t need to tick every box in a role to apply. If none
          of the open roles fits but you think you could help, write to us anyway.
        </p>
        <p>
          We reply to every application. Our process is a conversation with the hiring lead, a practical exercise that
          resembles the real work, and a conversation with the wider team.
        </p>
      </div>
    </main>
  );
}

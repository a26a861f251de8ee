import { Link } from "react-router";
import { OperatorSentence, WriteTo } from "~/components/site-identity";
import type { Route } from "./+types/careers";

export const meta: Route.MetaFunction = () => [
  { title: "Careers · AeroMarket" },
  {
    name: "description",
    content: "Working on AeroMarket, the global aircraft marketplace: who runs this site, and where to write to ask about working with them.",
  },
];

/**
 * Says only what this deployment knows: it keeps no list of vacancies, so it names none
 * (decision 048); who runs it and where to write come from the operator's settings.
 */
export default function CareersPage() {
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:py-16">
      <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">Company</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-ink sm:text-4xl">Careers at AeroMarket</h1>
      <div className="prose-page mt-6">
        <p>
          AeroMarket is The Global Aircraft Marketplace: one place where people who want to buy an aircraft meet the people
          who have one to sell, from single-engine pistons to airliners. <Link to="/about">Read more about what it does</Link>.
        </p>

        <h2>Who runs this site</h2>
        <p>
          <OperatorSentence />
        </p>

        <h2>Open roles</h2>
        <p>
          This AeroMarket installation publishes no open roles.
        </p>

        <h2>Asking about work</h2>
        <p>
          To ask the team that runs this site about working with them, write to <WriteTo kind="careers" />. Say what kind of work
          interests you and what you would bring to it, with a CV or a link to your work if you like.
        </p>
      </div>
    </main>
  );
}

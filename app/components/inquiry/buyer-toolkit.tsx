import { Form } from "react-router";
import { groupQuestionsText, QUESTION_GROUPS, QUICK_QUESTIONS } from "~/domain/inquiries/inquiry-assistant";
import { Button, LinkButton } from "../ui/button";
import type { AssistantConversation } from "./assistant-chat";

/**
 * The buyer's toolkit: three quick questions for the assistant, Generate Inquiry,
 * and five groups of questions. "Use these questions" is a GET of the same
 * dialog that comes back with the chat input filled; with scripts it fills the
 * input in place.
 */
export function BuyerToolkit({
  conversation,
  askAction,
  generateHref,
  keepParams,
  fillInput,
}: {
  conversation: AssistantConversation;
  askAction: string;
  generateHref: string;
  /** The dialog's other URL state (such as direct=1), kept when the page comes back. */
  keepParams: Array<[string, string]>;
  fillInput: (text: string) => void;
}) {
  return (
    <section aria-labelledby="toolkit-heading" className="min-w-0">
      <h3 id="toolkit-heading" className="text-sm font-semibold text-ink">
        Buyer&apos;s toolkit
      </h3>
      <Form method="post" action={askAction} preventScrollReset onSubmit={conversation.ask} className="mt-3 flex flex-wrap gap-2">
        <input type="hidden" name="intent" value="ask" />
        {QUICK_QUESTIONS.map((quick) => (
          <Button key={quick.label} type="submit" name="question" value={quick.question} variant="outline" size="sm" >
            {quick.label}
          </Button>
        ))}
        <LinkButton to={generateHref} preventScrollReset replace variant="secondary" size="sm">
          Generate Inquiry
        </LinkButton>
      </Form>
      <div className="mt-4 divide-y divide-line rounded-xl border border-line">
        {QUESTION_GROUPS.map((group) => (
          <details key={group.id} className="group px-4 py-3">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-2 text-sm font-semibold text-ink">
              {group.title}
              <svg viewBox="0 0 20 20" className="size-4 text-muted transition-transform group-open:rotate-180" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
                <path d="m5 8 5 5 5-5" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </summary>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-ink-soft">
              {group.questions.map((question) => (
                <li key={question}>{question}</li>
              ))}
            </ul>
            <Form
              method="get"
              preventScrollReset
              replace
              className="mt-3"
              onSubmit={(event) => {
                event.preventDefault();
                fillInput(groupQuestionsText(group));
              }}
            >
              {keepParams.map(([name, value]) => (
                <input key={name} type="hidden" name={name} value={value} />
              ))}
              <Button type="submit" name="questions" value={group.id} variant="ghost" size="sm" className="-ml-3">
                Use these questions
              </Button>
            </Form>
          </details>
        ))}
      </div>
    </section>
  );
}

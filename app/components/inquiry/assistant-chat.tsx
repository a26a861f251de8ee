import { type FormEvent, useEffect, useRef, useState } from "react";
import { Form, useFetcher } from "react-router";
import { ASSISTANT_REPLY_DELAY_MS, type ChatMessage, normalizeQuestion, QUESTION_MAX_LENGTH } from "~/domain/inquiries/inquiry-assistant";
import { Button } from "../ui/button";
import { cx } from "../ui/cx";

type Waiting = { question: string; shownBefore: number; revealAt: number };

export type AssistantConversation = {
  ask: (event: FormEvent<HTMLFormElement>) => void;
  shown: ChatMessage[];
  /** The question waiting for its reply, while the typing indicator shows. */
  pending: string | null;
};

/**
 * Each question is posted to the dialog's action, which remembers it and comes
 * back with the reply; with scripts the question shows at once and the reply
 * after the spec's second, behind a typing indicator.
 */
export function useAssistantConversation(
  messages: ChatMessage[],
  askAction: string,
  inputRef: React.RefObject<HTMLTextAreaElement | null>,
): AssistantConversation {
  const fetcher = useFetcher();
  const [waiting, setWaiting] = useState<Waiting | null>(null);
  const [timeUp, setTimeUp] = useState(false);

  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setTimeUp(true), Math.max(0, waiting.revealAt - Date.now()));
    return () => clearTimeout(timer);
  }, [waiting]);

  const answered = waiting !== null && timeUp && fetcher.state === "idle" && messages.length > waiting.shownBefore;
  if (answered) {
    setWaiting(null);
    setTimeUp(false);
  }
  const typing = waiting !== null && !answered;

  function ask(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const formData = new FormData(event.currentTarget, submitter);
    const question = normalizeQuestion(String(formData.get("question") ?? ""));
    if (!question || typing) return;
    setWaiting({ question, shownBefore: messages.length, revealAt: Date.now() + ASSISTANT_REPLY_DELAY_MS });
    setTimeUp(false);
    void fetcher.submit(formData, { method: "post", action: askAction, preventScrollReset: true });
    if (event.currentTarget.contains(inputRef.current) && inputRef.current) inputRef.current.value = "";
  }

  // While waiting, the reply may already be here: it stays hidden until the second is up.
  return { ask, shown: typing ? messages.slice(0, waiting.shownBefore) : messages, pending: typing ? waiting.question : null };
}

/** The assistant's conversation and the box to ask in. */
export function AssistantChat({
  conversation,
  askAction,
  chatInput,
  inputRef,
  takesFocus,
}: {
  conversation: AssistantConversation;
  askAction: string;
  chatInput: string;
  inputRef: React.RefObject<HTMLTextAreaElement | null>;
  /** Whether the dialog opens with focus here: not when it opens on the message to the seller. */
  takesFocus: boolean;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const { ask, shown, pending } = conversation;
  return (
    <section aria-labelledby="assistant-heading" className="flex min-w-0 flex-col">
      <h3 id="assistant-heading" className="text-sm font-semibold text-ink">
        Ask the assistant
      </h3>
      <div className="mt-3 flex h-80 flex-col-reverse overflow-y-auto rounded-xl border border-line bg-canvas p-3 sm:h-96 sm:p-4">
        <ol className="space-y-3" aria-live="polite" aria-label="Conversation">
          {shown.map((message) => (
            <ChatBubble key={message.id} type={message.type}>
              {message.content}
            </ChatBubble>
          ))}
          {pending !== null ? (
            <>
              <ChatBubble type="user">{pending}</ChatBubble>
              <li className="flex" aria-label="The assistant is typing">
                <span className="flex gap-1 rounded-2xl rounded-bl-sm border border-line bg-surface px-4 py-3" aria-hidden="true">
                  {[0, 150, 300].map((delay) => (
                    <span key={delay} className="size-1.5 animate-bounce rounded-full bg-muted" style={{ animationDelay: `${delay}ms` }} />
                  ))}
                </span>
              </li>
            </>
          ) : null}
        </ol>
      </div>
      <Form ref={formRef} method="post" action={askAction} preventScrollReset onSubmit={ask} className="mt-3 flex items-end gap-2">
        <input type="hidden" name="intent" value="ask" />
        <label htmlFor="assistant-question" className="sr-only">
          Your question
        </label>
        <textarea
          ref={inputRef}
          id="assistant-question"
          data-autofocus={takesFocus ? "" : undefined}
          name="question"
          rows={2}
          maxLength={QUESTION_MAX_LENGTH}
          defaultValue={chatInput}
          key={chatInput}
          placeholder="Ask about hours, maintenance, avionics, price..."
          onKeyDown={(event) => {
            if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              formRef.current?.requestSubmit();
            }
          }}
          className="control max-h-40 min-h-11 resize-none py-2.5 field-sizing-content"
        />
        <Button type="submit" className="shrink-0">
          Send
        </Button>
      </Form>
    </section>
  );
}

function ChatBubble({ type, children }: { type: ChatMessage["type"]; children: string }) {
  return (
    <li className={cx("flex", type === "user" ? "justify-end" : "justify-start")}>
      <p
        className={cx(
          "max-w-[85%] rounded-2xl px-4 py-2.5 text-sm leading-6 whitespace-pre-line",
          type === "user" ? "rounded-br-sm bg-brand-600 text-white" : "rounded-bl-sm border border-line bg-surface text-ink",
        )}
      >
        <span className="sr-only">{type === "user" ? "You: " : "Assistant: "}</span>
        {children}
      </p>
    </li>
  );
}

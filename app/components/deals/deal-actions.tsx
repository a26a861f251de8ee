import { getInputProps, getSelectProps, getTextareaProps } from "~/components/forms/field-props";
import type { FieldMetadata } from "~/components/forms/use-form";
import { InputField } from "~/components/ui/field";
import { CheckboxField, SelectField, TextareaField } from "~/components/ui/form-fields";
import { CLOSING_ITEMS, DEFAULT_OFFER_HOURS, type DealAction, type Party, type Squawk } from "~/domain/deals/deal-process";
import { STEP_LABELS } from "~/domain/deals/deal-words";
import { type StepReply, StepForm } from "./step-form";

type Fields = Record<string, FieldMetadata>;
const field = (fields: Fields, name: string): FieldMetadata => fields[name]!;

export type LastOffer = {
  priceUsd: number;
  depositUsd: number;
  escrowAgent: string;
  inspectionScope: string;
  inspectionPlace: string;
  whoPaysWhat: string;
  deliveryPlace: string;
  targetClosing: Date;
};

const EXPIRY_CHOICES = [
  { value: "24", label: "24 hours" },
  { value: "48", label: "2 days" },
  { value: "72", label: "3 days (usual)" },
  { value: "120", label: "5 days" },
  { value: "168", label: "7 days" },
];

function OfferFields({ fields, agentNames }: { fields: Fields; agentNames: readonly string[] }) {
  const text = (name: string, label: string, type = "text", more: { list?: string; hint?: string } = {}) => {
    const meta = field(fields, name);
    return <InputField label={label} errors={meta.errors} {...getInputProps(meta, { type })} {...more} required />;
  };
  const listId = `${field(fields, "escrowAgent").id}-directory`;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {text("price", "Price (US$)", "number")}
      {text("deposit", "Deposit with the escrow agent (US$)", "number")}
      {text("escrowAgent", "Escrow agent", "text", {
        list: listId,
        hint: agentNames.length ? "AeroMarket's directory lists these agents with a number our team checked: choose one, or name another." : "Name the agent both sides will use.",
      })}
      <datalist id={listId}>
        {agentNames.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      {text("targetClosing", "Target closing date", "date")}
      {text("inspectionScope", "Inspection scope (such as annual-level pre-buy, borescope)")}
      {text("inspectionPlace", "Inspection place")}
      {text("whoPaysWhat", "Who pays what (inspection, ferry, fixes)")}
      {text("deliveryPlace", "Delivery place")}
      <SelectField label="The offer stays open for" options={EXPIRY_CHOICES} errors={field(fields, "expiresInHours").errors} {...getSelectProps(field(fields, "expiresInHours"))} />
    </div>
  );
}

function offerDefaults(offer: LastOffer | undefined) {
  if (!offer) return { expiresInHours: String(DEFAULT_OFFER_HOURS) };
  return {
    price: String(offer.priceUsd),
    deposit: String(offer.depositUsd),
    escrowAgent: offer.escrowAgent,
    inspectionScope: offer.inspectionScope,
    inspectionPlace: offer.inspectionPlace,
    whoPaysWhat: offer.whoPaysWhat,
    deliveryPlace: offer.deliveryPlace,
    targetClosing: offer.targetClosing.toISOString().slice(0, 10),
    expiresInHours: String(DEFAULT_OFFER_HOURS),
  };
}

export type DirectoryAgent = { name: string; phone: string; phoneSource: string };

/** Where the buyer phones the agreed agent: the directory's number, or, for an agent it does not list, a number they find themselves. */
function EscrowAgentNumber({ agent, agentName }: { agent: DirectoryAgent | null; agentName: string }) {
  return (
    <p className="rounded-lg border border-line bg-canvas px-4 py-3 text-sm text-ink" data-testid="escrow-agent-number">
      {agent ? (
        <>
          Phone <strong>{agent.name}</strong> at <strong>{agent.phone}</strong> before sending anything: AeroMarket&apos;s team found this number ({agent.phoneSource}). Never
          use a number or bank details from a message or an email.
        </>
      ) : (
        <>
          {agentName} is not in AeroMarket&apos;s directory of escrow agents: find their number yourself, from a source neither side gave you, and phone them before sending
          anything.
        </>
      )}
    </p>
  );
}

/** Steps that end or refuse something: they take a reason, kept in the history. */
const WITH_REASON = new Set<DealAction>(["decline", "withdraw", "cancel", "reject", "walk_away"]);
const PLAIN = new Set<DealAction>(["accept", "records_only", "accept_as_is", "accept_with_items", "agree_items", "ask_decision", "confirm_closing", "confirm_sold", ...WITH_REASON]);

type Props = {
  actions: readonly (DealAction | "offer")[];
  agentNames: readonly string[];
  termsAgent: DirectoryAgent | null;
  role: Party;
  reply: StepReply | undefined;
  lastOffer: LastOffer | undefined;
  squawks: Squawk[];
  ticked: readonly string[];
};

/** The forms of the steps the reader may take now, each with its own messages. */
export function DealActions({ actions, agentNames, termsAgent, role, reply, lastOffer, squawks, ticked }: Props) {
  return (
    <div className="space-y-6">
      {actions.includes("offer") ? (
        <StepForm step="offer" reply={reply} defaultValue={offerDefaults(lastOffer)}>
          {(fields) => <OfferFields fields={fields} agentNames={agentNames} />}
        </StepForm>
      ) : null}
      {actions.includes("counter") ? (
        <details className="rounded-lg border border-line p-4" open={reply?.step === "counter"}>
          <summary className="cursor-pointer text-sm font-semibold text-ink">Counter-offer with other terms</summary>
          <div className="mt-4">
            <StepForm step="counter" reply={reply} defaultValue={offerDefaults(lastOffer)} variant="secondary">
              {(fields) => <OfferFields fields={fields} agentNames={agentNames} />}
            </StepForm>
          </div>
        </details>
      ) : null}
      {actions.includes("record_deposit") ? (
        <StepForm step="record_deposit" reply={reply}>
          {(fields) => (
            <>
              <EscrowAgentNumber agent={termsAgent} agentName={lastOffer?.escrowAgent ?? ""} />
              <CheckboxField
                label={
                  termsAgent
                    ? `I phoned ${termsAgent.name} at ${termsAgent.phone}, the number in AeroMarket's directory, and they confirmed their account before I sent the deposit.`
                    : "I phoned the escrow agent at a number I found myself (not one from an email or a message) and they confirmed their account before I sent the deposit."
                }
                errors={field(fields, "agentPhoned").errors}
                {...getInputProps(field(fields, "agentPhoned"), { type: "checkbox" })}
              />
              <InputField label="The escrow agent's receipt reference" errors={field(fields, "receipt").errors} {...getInputProps(field(fields, "receipt"), { type: "text" })} required />
            </>
          )}
        </StepForm>
      ) : null}
      {actions.includes("schedule_inspection") ? (
        <StepForm step="schedule_inspection" reply={reply}>
          {(fields) => (
            <div className="grid gap-4 sm:grid-cols-2">
              <InputField label="Inspection date" errors={field(fields, "inspectionDate").errors} {...getInputProps(field(fields, "inspectionDate"), { type: "date" })} required />
              <InputField label="Inspection shop" errors={field(fields, "shop").errors} {...getInputProps(field(fields, "shop"), { type: "text" })} required />
            </div>
          )}
        </StepForm>
      ) : null}
      {actions.includes("upload_report") ? (
        <StepForm step="upload_report" reply={reply}>
          {(fields) => (
            <>
              <InputField label="The report's summary" errors={field(fields, "summary").errors} {...getInputProps(field(fields, "summary"), { type: "text" })} required />
              <TextareaField
                label="Squawks, one a line"
                hint="Start each line with must: (airworthiness), should: or could:, such as: must: left magneto timing out of limits"
                rows={5}
                errors={field(fields, "squawks").errors}
                {...getTextareaProps(field(fields, "squawks"))}
              />
            </>
          )}
        </StepForm>
      ) : null}
      {actions.includes("answer_squawks") ? (
        <StepForm step="answer_squawks" reply={reply}>
          {(fields) => (
            <div className="space-y-3">
              {squawks.map((squawk, index) => {
                const meta = field(fields, `answers[${index}]`);
                return (
                  <SelectField
                    key={index}
                    label={`${squawk.severity}: ${squawk.item}`}
                    options={[
                      { value: "", label: "Choose..." },
                      { value: "fix", label: "I will fix it" },
                      { value: "credit", label: "Credit the buyer" },
                      { value: "decline", label: "Decline" },
                    ]}
                    errors={meta.errors ?? field(fields, "answers").errors}
                    {...getSelectProps(meta)}
                  />
                );
              })}
            </div>
          )}
        </StepForm>
      ) : null}
      {actions.includes("tick_item") ? (
        <ul className="space-y-2" aria-label="Your closing items">
          {CLOSING_ITEMS.filter((item) => item.party === role && !ticked.includes(item.key)).map((item) => (
            <li key={item.key}>
              <StepForm step="tick_item" reply={reply} hidden={{ item: item.key }} variant="outline" label={`Done: ${item.label}`} />
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap gap-3">
        {actions
          .filter((action): action is DealAction => action !== "offer" && PLAIN.has(action) && !WITH_REASON.has(action))
          .map((action) => (
            <StepForm key={action} step={action} reply={reply} />
          ))}
      </div>
      {actions
        .filter((action): action is DealAction => action !== "offer" && WITH_REASON.has(action))
        .map((action) => (
          <details key={action} className="rounded-lg border border-line p-4" open={reply?.step === action}>
            <summary className="cursor-pointer text-sm font-semibold text-ink">{STEP_LABELS[action]}</summary>
            <div className="mt-4">
              <StepForm step={action} reply={reply} variant="danger">
                {(fields) => <TextareaField label="Reason (optional, kept in the history)" rows={2} errors={field(fields, "note").errors} {...getTextareaProps(field(fields, "note"))} />}
              </StepForm>
            </div>
          </details>
        ))}
    </div>
  );
}

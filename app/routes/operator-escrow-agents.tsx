import { data, Form } from "react-router";
import { FormAlert } from "~/components/form-alert";
import { OperatorReasonField } from "~/components/operator-reason-field";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { InputField } from "~/components/ui/field";
import { escrowAgentSchema, retireEscrowAgentSchema } from "~/domain/deals/deal-schemas";
import { requireOperator } from "~/server/auth/guards.server";
import { database } from "~/server/db/client.server";
import { addEscrowAgent, directoryAgents, retireEscrowAgent } from "~/server/deals/escrow-agents.server";
import { redirectWithToast } from "~/server/platform/toast.server";
import type { Route } from "./+types/operator-escrow-agents";

export const meta: Route.MetaFunction = () => [{ title: "Escrow agents · Operator console · AeroMarket" }, { name: "robots", content: "noindex" }];

export async function loader({ context }: Route.LoaderArgs) {
  requireOperator(context);
  return { agents: await directoryAgents(await database()) };
}

type Refused = { intent: "add" | "retire"; agentId: number; values: Record<string, string>; error: string };

export async function action({ context, request }: Route.ActionArgs) {
  const operator = requireOperator(context);
  const actor = { id: operator.id, email: operator.email };
  const form = Object.fromEntries(await request.formData());
  const values = Object.fromEntries(["name", "phone", "phoneSource", "reason"].map((key) => [key, String(form[key] ?? "")]));
  const refuse = (intent: Refused["intent"], error: string, status: number) => data<Refused>({ intent, agentId: Number(form.agentId) || 0, values, error }, { status });
  const db = await database();
  if (form.intent === "retire") {
    const parsed = retireEscrowAgentSchema.safeParse(form);
    if (!parsed.success) return refuse("retire", parsed.error.issues[0]?.message ?? "Please check the form", 400);
    if (!(await retireEscrowAgent(db, actor, parsed.data.agentId, parsed.data.reason, new Date()))) throw data(null, { status: 404 });
    return redirectWithToast("/operator/escrow-agents", { type: "success", message: "The agent is out of the directory." });
  }
  const parsed = escrowAgentSchema.safeParse(form);
  if (!parsed.success) return refuse("add", parsed.error.issues[0]?.message ?? "Please check the form", 400);
  if (!(await addEscrowAgent(db, actor, parsed.data))) return refuse("add", "An agent of that name is in the directory already.", 409);
  return redirectWithToast("/operator/escrow-agents", { type: "success", message: "The agent is in the directory: buyers see this number at the deposit step." });
}

export default function OperatorEscrowAgents({ loaderData, actionData }: Route.ComponentProps) {
  const added = actionData?.intent === "add" ? actionData : null;
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight text-ink">Escrow agents</h1>
      <p className="mt-2 text-ink-soft">
        The directory buyers phone before sending a deposit. Add an agent only with a number the team found itself (a licence register, the agent&apos;s own site reached
        independently), never one a buyer or a seller gave.
      </p>
      <Card className="mt-6 p-4 sm:p-6">
        <h2 className="text-lg font-semibold text-ink">Add an agent</h2>
        <Form method="post" className="mt-4 space-y-4">
          <input type="hidden" name="intent" value="add" />
          <FormAlert errors={added ? [added.error] : undefined} />
          <div className="grid gap-4 sm:grid-cols-2">
            <InputField id="agent-name" name="name" label="Name" required defaultValue={added?.values.name} />
            <InputField id="agent-phone" name="phone" type="tel" label="Phone number" required defaultValue={added?.values.phone} />
          </div>
          <InputField id="agent-source" name="phoneSource" label="Where the team found the number" required defaultValue={added?.values.phoneSource} />
          <Button type="submit">Add to the directory</Button>
        </Form>
      </Card>
      {loaderData.agents.length === 0 ? <p className="mt-6 text-ink-soft">The directory is empty.</p> : null}
      <ul className="mt-6 space-y-4" aria-label="Escrow agents">
        {loaderData.agents.map((agent) => {
          const refused = actionData?.intent === "retire" && actionData.agentId === agent.id ? actionData : null;
          return (
            <li key={agent.id}>
              <Card className="p-4 sm:p-6">
                <h2 className="font-semibold text-ink">{agent.name}</h2>
                <p className="mt-1 text-sm text-ink-soft">
                  {agent.phone} · from {agent.phoneSource}
                </p>
                <Form method="post" className="mt-4 space-y-3">
                  <input type="hidden" name="intent" value="retire" />
                  <input type="hidden" name="agentId" value={agent.id} />
                  <FormAlert errors={refused ? [refused.error] : undefined} />
                  <OperatorReasonField id={`agent-${agent.id}-reason`} label="Reason for taking it out" defaultValue={refused?.values.reason ?? ""} />
                  <Button type="submit" variant="danger">
                    Take out of the directory
                  </Button>
                </Form>
              </Card>
            </li>
          );
        })}
      </ul>
    </>
  );
}

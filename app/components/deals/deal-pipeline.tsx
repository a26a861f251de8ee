import { Link } from "react-router";
import { Card } from "~/components/ui/card";
import { PIPELINE_STATES, type PipelineState } from "~/domain/deals/deal-process";
import { STATE_LABELS } from "~/domain/deals/deal-words";
import { formatNumber } from "~/domain/format-number";

export const pipelinePath = (state: PipelineState) => `/dashboard/deals?state=${state}`;

/** The seller's deals by state, in the order a purchase goes: each count opens the deals in that state. */
export function DealPipeline({ pipeline }: { pipeline: Record<PipelineState, number> }) {
  return (
    <Card className="mt-8 p-5">
      <h2 id="pipeline-heading" className="text-lg font-semibold text-ink">
        Deals by state
      </h2>
      <ol className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-9" aria-label="Deal pipeline" data-testid="deal-pipeline">
        {PIPELINE_STATES.map((state) => (
          <li key={state}>
            <Link to={pipelinePath(state)} className="flex min-h-11 flex-col rounded-lg border border-line px-3 py-2 hover:border-brand-500" data-testid={`pipeline-${state}`}>
              <span className="text-xl font-bold text-ink">{formatNumber(pipeline[state])}</span>{" "}
              <span className="text-xs text-ink-soft">{STATE_LABELS[state]}</span>
            </Link>
          </li>
        ))}
      </ol>
    </Card>
  );
}

import { Badge, type BadgeTone } from "~/components/ui/badge";
import type { DealLabel } from "~/domain/valuation/deal-label";

const TONES: Record<DealLabel, BadgeTone> = { "Below market": "success", "Fair price": "brand", "Above market": "gold" };

/** The deal label; sellers cannot buy or change it (the rule is on /help#deal-label). */
export function DealBadge({ deal, className }: { deal: DealLabel; className?: string }) {
  return (
    <Badge tone={TONES[deal]} data-deal={deal} className={className}>
      {deal}
    </Badge>
  );
}

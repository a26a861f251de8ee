import { Badge } from "./ui/badge";

/**
 * The mark of the sample inventory: a made-up seller's listing, shown so the site has
 * something to browse. Every card, match, comparison and saved row of one carries it.
 */
export function SampleBadge({ label = "Sample" }: { label?: string }) {
  return (
    <Badge tone="gold" data-badge="sample">
      {label}
    </Badge>
  );
}

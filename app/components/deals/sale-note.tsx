import { formatAskingPrice } from "~/domain/catalog/price";
import { formatDate, SHORT_DATE } from "~/domain/format-date";

/** On a listing sold through the deal room: the sold date, and the price only where buyer and seller both agreed to publish it. */
export function SaleNote({ sale }: { sale: { soldAt: Date; soldPrice: number | null } }) {
  return (
    <p role="note" className="mt-4 rounded-lg border border-line bg-canvas px-4 py-3 text-sm text-ink" data-testid="sale-note">
      Sold through AeroMarket on {formatDate(sale.soldAt, SHORT_DATE)}
      {sale.soldPrice === null ? " (the price stays private between buyer and seller)." : ` for ${formatAskingPrice(sale.soldPrice)}, the price buyer and seller agreed to publish.`}
    </p>
  );
}

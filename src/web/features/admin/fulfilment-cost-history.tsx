import { formatCents } from "@shared/domain/money";
import { formatSydneyDateTime } from "@shared/domain/payout-month";
import { useCostChanges } from "./api/get-cost-changes";

const centsText = (cents: number | null) => (cents === null ? "no cost" : formatCents(cents));

/** An order's cost overrides in its details: when, who, from what to what, and why (Sydney time). */
export function CostHistory({ orderId }: { orderId: number }) {
  const changes = useCostChanges(orderId);
  if (changes.isPending) return <p className="text-sm text-muted">Loading the cost history…</p>;
  if (changes.isError) return <p className="text-sm text-danger">The cost history could not be loaded.</p>;
  if (!changes.data.length) return <p className="text-sm text-muted">The cost has not been changed by staff.</p>;
  return (
    <ul aria-label={`Cost changes of order ${orderId}`} className="space-y-1 text-sm">
      {changes.data.map((change) => (
        <li key={change.id} className="text-ink">
          <span className="font-medium">
            {centsText(change.oldCents)} → {centsText(change.newCents)}
          </span>{" "}
          <span className="text-muted">
            {formatSydneyDateTime(change.at)}
            {change.staffName ? ` by ${change.staffName}` : ""}:
          </span>{" "}
          {change.reason}
        </li>
      ))}
    </ul>
  );
}

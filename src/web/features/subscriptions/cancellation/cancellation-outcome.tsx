import { formatCents } from "@shared/domain/money";
import type { CancellationResult } from "@shared/schemas/deliveries";
import { useEffect, useRef } from "react";
import { dayText } from "../deliveries/ledger-rules";

/** After cancelling: what is still sent and what was refunded, read out as it appears. */
export function CancellationOutcome({ result }: { result: CancellationResult }) {
  const ref = useRef<HTMLDivElement>(null);
  // The confirm button is gone: focus moves to the outcome so keyboard and screen reader users land on it.
  useEffect(() => ref.current?.focus(), []);

  return (
    <div ref={ref} tabIndex={-1} role="status" className="space-y-3 text-sm text-ink outline-none">
      {result.refunded.length > 0 && (
        <p>
          <strong className="font-semibold">
            Refunded {formatCents(result.refundCents)} (incl. {formatCents(result.refundGstCents)} GST)
          </strong>{" "}
          for {result.refunded.length === 1 ? "1 delivery" : `${result.refunded.length} deliveries`}. It is on your
          billing page, and your card shows it within a few business days.
        </p>
      )}
      {result.sent.length > 0 ? (
        <div>
          <p>Still on their way, as paid for:</p>
          <ul className="mt-1 list-disc pl-5">
            {result.sent.map((row) => (
              <li key={row.id}>{dayText(row.deliveryDate)}</li>
            ))}
          </ul>
        </div>
      ) : (
        result.refunded.length === 0 && <p>There were no paid deliveries left to send.</p>
      )}
    </div>
  );
}

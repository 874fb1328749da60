import type { AdminVendor } from "@shared/schemas/admin-vendors";
import { historyLines } from "./vendor-rules";

/** The vendor's decisions, oldest first: what, who, when and the reason the vendor was given. */
export function VendorHistory({ history }: { history: AdminVendor["history"] }) {
  const lines = historyLines(history);
  return (
    <section className="mt-5">
      <h4 className="text-sm font-semibold text-ink">Decision history</h4>
      {lines.length === 0 ? (
        <p className="mt-1 text-sm text-muted">No decisions yet.</p>
      ) : (
        <ol className="mt-2 flex flex-col gap-2 border-l-2 border-line pl-4">
          {lines.map((line, index) => (
            <li key={`${line.at}-${index}`} className="text-sm">
              <p>
                <span className="font-medium text-ink">{line.heading}</span>{" "}
                <span className="text-muted">{line.byline}</span>
              </p>
              {line.reason && (
                <p className="mt-0.5 text-ink [overflow-wrap:anywhere] whitespace-pre-line">
                  <span className="text-muted">Reason: </span>
                  {line.reason}
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

import { useEffect, useId, useRef, useState } from "react";
import { Input } from "../../components/ui/input";
import { cn } from "../../lib/cn";
import { useDebouncer } from "./fulfilment-debounce";
import { COST_HINT, costChanged, costToText, parseCostText } from "./fulfilment-rules";

interface CostCellProps {
  orderId: number;
  /** Dollars, as the list gives them. */
  value: number | null;
  /** Sends "42.50" or null; false when refused. */
  onSave: (dollars: string | null) => Promise<boolean>;
  /** Where the saved cost came from ("Price of the subscribed box"), shown under it. */
  note?: string;
  className?: string;
}

/**
 * The cost in dollars, sent 500 ms after typing stops (spec §4), or at once on blur or Enter. Text that
 * is not an amount yet is never sent: the cell says how to write one. A refused save puts the old cost back.
 */
export function CostCell({ orderId, value, onSave, note, className }: CostCellProps) {
  const [draft, setDraft] = useState(costToText(value));
  const focused = useRef(false);
  const hintId = useId();
  const noteId = useId();

  // The saved cost shows as "42.50", except while staff are typing (their text is not overwritten).
  useEffect(() => {
    if (!focused.current) setDraft(costToText(value));
  }, [value]);

  const debouncer = useDebouncer<string | null>(async (dollars) => {
    const before = value;
    const ok = await onSave(dollars);
    if (!ok) setDraft(costToText(before));
  });

  const parsed = parseCostText(draft);
  const invalid = parsed.kind === "invalid";

  function change(text: string) {
    setDraft(text);
    const next = parseCostText(text);
    if (next.kind === "invalid" || !costChanged(text, value)) debouncer.cancel();
    else debouncer.schedule(next.kind === "empty" ? null : next.dollars);
  }

  function settle() {
    debouncer.flush();
    // An amount equal to the saved one is shown the usual way ("42.5" → "42.50").
    if (!invalid && !costChanged(draft, value)) setDraft(costToText(value));
  }

  return (
    <div className={cn("w-32", className)}>
      <div className="relative">
        <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 left-2 flex items-center text-muted">
          $
        </span>
        <Input
          type="text"
          inputMode="decimal"
          autoComplete="off"
          aria-label={`Cost for order ${orderId}`}
          aria-invalid={invalid || undefined}
          aria-describedby={[invalid ? hintId : "", note ? noteId : ""].filter(Boolean).join(" ") || undefined}
          className="h-9 py-1 pr-2 pl-5 text-right text-sm tabular-nums"
          value={draft}
          onChange={(event) => change(event.target.value)}
          onFocus={() => {
            focused.current = true;
          }}
          onBlur={() => {
            focused.current = false;
            settle();
          }}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              settle();
            } else if (event.key === "Escape") {
              debouncer.cancel();
              setDraft(costToText(value));
            }
          }}
        />
      </div>
      {note && (
        <p id={noteId} className="mt-1 text-xs text-muted">
          {note}
        </p>
      )}
      {invalid && (
        <p id={hintId} className="mt-1 text-xs text-danger">
          {COST_HINT}
        </p>
      )}
    </div>
  );
}

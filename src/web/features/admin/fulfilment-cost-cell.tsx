import { COST_REASON_MAX, PROOF_OF_DELIVERY_MESSAGES } from "@shared/domain/proof-of-delivery";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { cn } from "../../lib/cn";
import { COST_HINT, costChanged, costToText, parseCostText } from "./fulfilment-rules";

interface CostCellProps {
  orderId: number;
  /** Dollars, as the list gives them. */
  value: number | null;
  /** Sends "42.50" or null with staff's reason; false when refused. */
  onSave: (dollars: string | null, reason: string) => Promise<boolean>;
  /** Where the saved cost came from ("Price of the subscribed box"), shown under it. */
  note?: string;
  className?: string;
}

/**
 * The cost in dollars. A new cost needs a short reason (PRODUCT.md "Cost of an order": staff may override
 * with a reason): once the typed amount differs from the saved one, a reason field and Save appear; Enter
 * in the amount moves to the reason, Enter in the reason saves, Escape puts the saved cost back. Text that
 * is not an amount yet is never sent: the cell says how to write one.
 */
export function CostCell({ orderId, value, onSave, note, className }: CostCellProps) {
  const [draft, setDraft] = useState(costToText(value));
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const focused = useRef(false);
  const reasonRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const noteId = useId();
  const reasonErrorId = useId();

  // The saved cost shows as "42.50", except while staff are typing (their text is not overwritten).
  useEffect(() => {
    if (!focused.current) setDraft(costToText(value));
  }, [value]);

  const parsed = parseCostText(draft);
  const invalid = parsed.kind === "invalid";
  const changed = !invalid && costChanged(draft, value);

  function reset() {
    setDraft(costToText(value));
    setReason("");
    setReasonError(null);
  }

  async function save() {
    if (!changed || saving) return;
    const why = reason.trim();
    if (!why) {
      setReasonError(PROOF_OF_DELIVERY_MESSAGES.costReason);
      reasonRef.current?.focus();
      return;
    }
    setSaving(true);
    const ok = await onSave(parsed.kind === "amount" ? parsed.dollars : null, why);
    setSaving(false);
    if (ok) {
      setReason("");
      setReasonError(null);
    }
  }

  return (
    <div className={cn(changed ? "w-56" : "w-32", className)}>
      <div className="relative w-32 max-w-full">
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
          onChange={(event) => setDraft(event.target.value)}
          onFocus={() => {
            focused.current = true;
          }}
          onBlur={() => {
            focused.current = false;
            // An amount equal to the saved one is shown the usual way ("42.5" → "42.50").
            if (!invalid && !costChanged(draft, value)) setDraft(costToText(value));
          }}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              if (changed) reasonRef.current?.focus();
            } else if (event.key === "Escape") reset();
          }}
        />
      </div>
      {note && !changed && (
        <p id={noteId} className="mt-1 text-xs text-muted">
          {note}
        </p>
      )}
      {invalid && (
        <p id={hintId} className="mt-1 text-xs text-danger">
          {COST_HINT}
        </p>
      )}
      {changed && (
        <div className="mt-2 flex flex-col gap-1.5">
          <Input
            ref={reasonRef}
            type="text"
            autoComplete="off"
            maxLength={COST_REASON_MAX}
            placeholder="Reason for the change"
            aria-label={`Reason for the new cost of order ${orderId}`}
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={reasonError ? reasonErrorId : undefined}
            className="h-9 py-1 text-sm"
            value={reason}
            disabled={saving}
            onChange={(event) => {
              setReason(event.target.value);
              if (event.target.value.trim()) setReasonError(null);
            }}
            onKeyDown={(event) => {
              if (event.key === "Enter") {
                event.preventDefault();
                void save();
              } else if (event.key === "Escape") reset();
            }}
          />
          {reasonError && (
            <p id={reasonErrorId} role="alert" className="text-xs text-danger">
              {reasonError}
            </p>
          )}
          <div className="flex gap-2">
            <Button size="sm" onClick={() => void save()} disabled={saving} aria-busy={saving}>
              {saving ? "Saving…" : "Save cost"}
              <span className="sr-only"> for order {orderId}</span>
            </Button>
            <Button size="sm" variant="ghost" onClick={reset} disabled={saving}>
              Cancel
              <span className="sr-only"> the cost change for order {orderId}</span>
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}

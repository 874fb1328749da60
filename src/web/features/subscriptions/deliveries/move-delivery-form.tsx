import { todayIso } from "@shared/domain/dates";
import type { LedgerDelivery } from "@shared/schemas/deliveries";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Button } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { errorText } from "../../../lib/api";
import { useLedgerChange } from "../api/ledger";
import { dayText, earliestMoveDate } from "./ledger-rules";

/** The date picker under a delivery: the server decides what is allowed and its reason is shown here. */
export function MoveDeliveryForm({
  subscriptionId,
  delivery,
  onDone,
}: {
  subscriptionId: number;
  delivery: LedgerDelivery;
  onDone: () => void;
}) {
  const [date, setDate] = useState(delivery.deliveryDate);
  const input = useRef<HTMLInputElement>(null);
  // Opening the form puts the keyboard on its date.
  useEffect(() => input.current?.focus(), []);
  const change = useLedgerChange(subscriptionId);
  const error = change.isError ? errorText(change.error, "The delivery couldn't be moved. Please try again.") : "";

  function submit(event: FormEvent) {
    event.preventDefault();
    change.mutate({ kind: "move", deliveryId: delivery.id, date }, { onSuccess: onDone });
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      className="mt-3 flex flex-col gap-3 rounded-xl bg-paper p-3 sm:flex-row sm:items-end"
    >
      <div className="min-w-0 flex-1">
        <Field
          label={`New date for the delivery of ${dayText(delivery.deliveryDate)}`}
          hint="At least 4 days from today, so the florist has time to prepare it."
          error={error || undefined}
        >
          <Input
            ref={input}
            type="date"
            value={date}
            min={earliestMoveDate(todayIso())}
            onChange={(event) => {
              setDate(event.target.value);
              if (change.isError) change.reset();
            }}
          />
        </Field>
      </div>
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={change.isPending}>
          {change.isPending ? "Moving..." : "Move delivery"}
        </Button>
        <Button variant="ghost" size="sm" onClick={onDone} disabled={change.isPending}>
          Keep the date
        </Button>
      </div>
    </form>
  );
}

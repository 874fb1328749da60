import { type FormEvent, useId, useState } from "react";
import { Button } from "../../../components/ui/button";
import { Select } from "../../../components/ui/input";
import { useLedgerChange } from "../api/ledger";
import { WEEKDAYS } from "./ledger-rules";

const SCHEDULE_DAYS = "none";

/** "Send the next one sooner" and the usual delivery weekday: changes to the schedule as a whole. */
export function ScheduleControls({
  subscriptionId,
  canSendSooner,
  deliveryWeekday,
}: {
  subscriptionId: number;
  canSendSooner: boolean;
  /** The usual weekday saved now (0 Sunday … 6 Saturday), or null for the schedule's own days. */
  deliveryWeekday: number | null;
}) {
  const change = useLedgerChange(subscriptionId);
  const [weekday, setWeekday] = useState(deliveryWeekday === null ? SCHEDULE_DAYS : String(deliveryWeekday));
  const selectId = useId();
  const hintId = useId();

  function saveWeekday(event: FormEvent) {
    event.preventDefault();
    change.mutate({ kind: "weekday", weekday: weekday === SCHEDULE_DAYS ? null : Number(weekday) });
  }

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="rounded-xl border border-line bg-paper p-4">
        <h3 className="font-medium text-ink">Can't wait for the next box?</h3>
        <p className="mt-1 text-sm text-muted">
          We'll bring the next delivery forward to the soonest day it can still be prepared (4 days from today).
        </p>
        <Button
          className="mt-3"
          size="sm"
          variant="outline"
          disabled={!canSendSooner || change.isPending}
          onClick={() => change.mutate({ kind: "send-sooner" })}
        >
          Send the next one sooner
        </Button>
        {!canSendSooner && (
          <p className="mt-2 text-xs text-muted">There is no upcoming delivery that can still be brought forward.</p>
        )}
      </div>
      <form onSubmit={saveWeekday} className="rounded-xl border border-line bg-paper p-4">
        <label htmlFor={selectId} className="font-medium text-ink">
          Usual delivery day
        </label>
        <p id={hintId} className="mt-1 text-sm text-muted">
          Upcoming deliveries that haven't locked move forward to this weekday, never more than 6 days later.
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          <Select
            id={selectId}
            aria-describedby={hintId}
            value={weekday}
            onChange={(event) => setWeekday(event.target.value)}
            className="w-auto min-w-44"
          >
            <option value={SCHEDULE_DAYS}>Keep the schedule's days</option>
            {WEEKDAYS.map((name, index) => (
              <option key={name} value={String(index)}>
                {name}
              </option>
            ))}
          </Select>
          <Button type="submit" size="sm" disabled={change.isPending}>
            Save day
          </Button>
        </div>
      </form>
    </div>
  );
}

import { formatIsoDate } from "@shared/domain/dates";
import type { CapacitySettings } from "@shared/schemas/vendor-capacity";
import { X } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Button } from "../../components/ui/button";
import { Field } from "../../components/ui/field";
import { Input } from "../../components/ui/input";
import { useToast } from "../../components/ui/toast";
import { errorText, fieldErrorsOf } from "../../lib/api";
import { useSaveCapacity } from "./api/save-capacity";
import { addClosedDate, parseCapacity } from "./capacity-rules";

const SAVE_ERROR = "Your capacity and closed dates could not be saved. Please try again.";

interface CapacityFormProps {
  settings: CapacitySettings;
  readOnlyReason: string | null;
}

/**
 * How many orders the vendor takes per delivery day, and the days it is closed: routing passes an
 * order on when the day is full or closed, and Nearby Orders cannot be claimed then.
 */
export function CapacityForm({ settings, readOnlyReason }: CapacityFormProps) {
  const toast = useToast();
  const save = useSaveCapacity();
  const listId = useId();
  const [capacity, setCapacity] = useState(String(settings.dailyCapacity));
  const [dates, setDates] = useState<string[]>(settings.closedDates);
  const [newDate, setNewDate] = useState("");
  const [errors, setErrors] = useState<{ dailyCapacity?: string; newDate?: string; closedDates?: string }>({});
  const readOnly = readOnlyReason !== null;

  const add = () => {
    const added = addClosedDate(dates, newDate, settings.today);
    if ("error" in added) return setErrors((e) => ({ ...e, newDate: added.error }));
    setDates(added.dates);
    setNewDate("");
    setErrors((e) => ({ ...e, newDate: undefined, closedDates: undefined }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseCapacity(capacity);
    if ("error" in parsed) return setErrors({ dailyCapacity: parsed.error });
    setErrors({});
    try {
      const saved = await save.mutateAsync({ dailyCapacity: parsed.value, closedDates: dates });
      setDates(saved.closedDates);
      toast({ title: "Capacity saved", description: "Routing uses your new capacity and closed dates from now on." });
    } catch (error) {
      const fields = fieldErrorsOf(error);
      // A date's own error comes as "closedDates" or, from the schema, "closedDates.<n>".
      const dateError = Object.entries(fields).find(([key]) => key.split(".")[0] === "closedDates")?.[1];
      setErrors({ dailyCapacity: fields.dailyCapacity, closedDates: dateError });
      toast({ title: "Could not save", description: errorText(error, SAVE_ERROR), variant: "destructive" });
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Capacity and closed dates" className="flex flex-col gap-6">
      <div className="max-w-xs">
        <Field
          label="Orders you can take per day"
          error={errors.dailyCapacity}
          hint="A whole number from 1 to 500. When a delivery day is full, new orders go to another vendor."
        >
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            max={500}
            step={1}
            value={capacity}
            readOnly={readOnly}
            onChange={(event) => setCapacity(event.target.value)}
          />
        </Field>
      </div>

      <fieldset className="flex flex-col gap-3">
        <legend className="pb-2 text-sm font-medium text-ink">Closed dates</legend>
        {dates.length ? (
          <ul id={listId} className="flex flex-wrap gap-2" aria-label="Your closed dates">
            {dates.map((date) => (
              <li key={date} className="flex items-center gap-1 rounded-full bg-blush py-1 pr-1 pl-3 text-sm text-plum">
                {formatIsoDate(date)}
                {!readOnly && (
                  <button
                    type="button"
                    className="rounded-full p-1 hover:bg-white focus-visible:outline-3"
                    aria-label={`Remove ${formatIsoDate(date)}`}
                    onClick={() => setDates(dates.filter((d) => d !== date))}
                  >
                    <X aria-hidden="true" className="h-4 w-4" />
                  </button>
                )}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted">No closed dates: you take orders every day.</p>
        )}
        {errors.closedDates && (
          <p role="alert" className="text-sm text-danger">
            {errors.closedDates}
          </p>
        )}
        {!readOnly && (
          <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
            <div className="max-w-xs grow">
              <Field
                label="Add a closed date"
                error={errors.newDate}
                hint={`From today up to ${formatIsoDate(settings.lastClosableDate)}.`}
              >
                <Input
                  type="date"
                  min={settings.today}
                  max={settings.lastClosableDate}
                  value={newDate}
                  onChange={(event) => setNewDate(event.target.value)}
                />
              </Field>
            </div>
            <Button variant="outline" className="sm:mt-7" onClick={add}>
              Add date
            </Button>
          </div>
        )}
      </fieldset>

      {readOnly ? (
        <p className="text-sm text-muted">{readOnlyReason}</p>
      ) : (
        <div>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? "Saving…" : "Save capacity"}
          </Button>
        </div>
      )}
    </form>
  );
}

import { formatIsoDate, type IsoDate } from "@shared/domain/dates";
import { useState } from "react";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent } from "../../components/ui/dialog";
import { Field } from "../../components/ui/field";
import { Input } from "../../components/ui/input";
import { deliveryDateFor } from "./add-on-selection";

interface AddDateDialogProps {
  /** The add-on being asked about ("Birthday", "Anniversary"); null when closed. */
  name: string | null;
  recipientName: string;
  today: IsoDate;
  onConfirm: (deliveryDate: IsoDate) => void;
  /** Closing without a date leaves the add-on unticked. */
  onCancel: () => void;
}

/** Asks for a birthday or anniversary the profile doesn't have yet. */
export function AddDateDialog({ name, recipientName, today, onConfirm, onCancel }: AddDateDialogProps) {
  return (
    <Dialog open={name !== null} onOpenChange={(open) => !open && onCancel()}>
      {name !== null && (
        <DialogContent
          title={`Add ${recipientName}'s ${name.toLowerCase()}`}
          description={`We don't have this date yet. We'll deliver on the day and save it to ${recipientName}'s profile.`}
        >
          <DateForm key={name} name={name} today={today} onConfirm={onConfirm} onCancel={onCancel} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function DateForm({
  name,
  today,
  onConfirm,
  onCancel,
}: Omit<AddDateDialogProps, "name" | "recipientName"> & { name: string }) {
  const [value, setValue] = useState("");
  const delivery = deliveryDateFor(value, today);
  return (
    <form
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        // The date as entered (its year included) is saved to the profile; the server dates the delivery.
        if (delivery) onConfirm(value);
      }}
    >
      <Field
        label={`${name} date`}
        hint={delivery ? `Next delivery: ${formatIsoDate(delivery)}` : "Pick the day: the year can be any year."}
      >
        <Input type="date" value={value} onChange={(event) => setValue(event.target.value)} required />
      </Field>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={!delivery}>
          Add Date
        </Button>
      </div>
    </form>
  );
}

import { ACCOUNT_SPECIAL_DATE_TYPES } from "@shared/schemas/recipient";
import { Plus, X } from "lucide-react";
import { type Control, useFieldArray } from "react-hook-form";
import { SpecialDateDraftFields, useSpecialDateDraft } from "../../components/forms/special-date-draft";
import { Button } from "../../components/ui/button";
import { needsSpecialDateLabel } from "../../lib/special-dates";
import { displayDate, humanise, type RecipientEditForm, type SpecialDateRow } from "./account-rules";

const describe = (row: { type: string; date: string }) => `${humanise(row.type)} ${displayDate(row.date) ?? row.date}`;

/** The edit form's special dates: remove by position, and a small row that appends one. */
export function RecipientSpecialDatesEditor({ control }: { control: Control<RecipientEditForm> }) {
  const { fields, append, remove } = useFieldArray({ control, name: "specialDates" });
  const addRow = useSpecialDateDraft<SpecialDateRow>({
    append,
    remove,
    toRow: (row) => ({ ...row, label: needsSpecialDateLabel(row.type) ? row.label.trim() : "" }),
    describe,
  });

  return (
    <fieldset className="flex min-w-0 flex-col gap-3 border-t border-line pt-4">
      <legend className="pr-2 font-medium text-ink">Special dates</legend>
      {fields.length === 0 ? (
        <p className="text-sm text-muted">No special dates added yet.</p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label="Special dates">
          {fields.map((field, index) => {
            const text = describe(field);
            return (
              <li
                key={field.id}
                className="flex items-center gap-2 rounded-xl border border-line bg-paper py-1 pr-1 pl-3"
              >
                <span className="min-w-0 flex-1 break-words text-sm text-ink">
                  {text}
                  {field.label ? <span className="text-muted"> — {field.label}</span> : null}
                </span>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Remove ${text}`}
                  onClick={() => addRow.removeAt(index, text)}
                >
                  <X aria-hidden="true" className="h-4 w-4" />
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <p role="status" className="sr-only">
        {addRow.announcement}
      </p>
      <div className="grid gap-3 rounded-xl border border-dashed border-line p-3 sm:grid-cols-2">
        <SpecialDateDraftFields state={addRow} types={ACCOUNT_SPECIAL_DATE_TYPES} typeLabel={humanise} />
        <Button
          variant="outline"
          size="sm"
          className="justify-self-start"
          disabled={!addRow.canAdd}
          onClick={addRow.add}
        >
          <Plus aria-hidden="true" className="h-4 w-4" />
          Add date
        </Button>
      </div>
    </fieldset>
  );
}

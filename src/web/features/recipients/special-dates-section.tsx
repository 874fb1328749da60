import { formatIsoDate, isIsoDate } from "@shared/domain/dates";
import { SETUP_SPECIAL_DATE_TYPES } from "@shared/schemas/recipient";
import { CalendarHeart, Plus, X } from "lucide-react";
import { useFieldArray, useFormContext } from "react-hook-form";
import { SpecialDateDraftFields, useSpecialDateDraft } from "../../components/forms/special-date-draft";
import { Button } from "../../components/ui/button";
import { toSpecialDate } from "../../lib/special-dates";
import { FormSection } from "./form-section";
import { optionLabel, type RecipientFormInput } from "./recipient-form-rules";

const readableDate = (date: string) => (isIsoDate(date) ? formatIsoDate(date) : date);

interface SpecialDatesSectionProps {
  /** The date types offered; the setup form uses SETUP_SPECIAL_DATE_TYPES. */
  types?: readonly string[];
}

/** The list of special dates (remove by position) and a small form that appends one. */
export function SpecialDatesSection({ types = SETUP_SPECIAL_DATE_TYPES }: SpecialDatesSectionProps) {
  const {
    control,
    formState: { errors },
  } = useFormContext<RecipientFormInput>();
  const { fields, append, remove } = useFieldArray({ control, name: "specialDates" });
  const addRow = useSpecialDateDraft({
    append,
    remove,
    toRow: toSpecialDate,
    describe: (row) => `${optionLabel(row.type)} ${readableDate(row.date)}`,
  });

  const listError = errors.specialDates?.message ?? errors.specialDates?.root?.message;

  return (
    <FormSection
      legend="Special dates"
      description="Anniversaries and moments that matter. We can plan a special delivery around them."
    >
      {fields.length === 0 ? (
        <p className="text-sm text-muted">No special dates added yet.</p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label="Added special dates">
          {fields.map((field, index) => {
            const typeLabel = optionLabel(field.type);
            const dateLabel = readableDate(field.date);
            return (
              <li key={field.id} className="flex items-center gap-3 rounded-xl border border-line bg-paper px-3 py-2">
                <CalendarHeart aria-hidden="true" className="h-5 w-5 shrink-0 text-plum" />
                <div className="min-w-0 flex-1">
                  <p className="font-medium text-ink">
                    {typeLabel} <span className="font-normal text-muted">· {dateLabel}</span>
                  </p>
                  {field.label && <p className="break-words text-sm text-muted">{field.label}</p>}
                </div>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Remove ${typeLabel} ${dateLabel}`}
                  onClick={() => addRow.removeAt(index, `${typeLabel} ${dateLabel}`)}
                >
                  <X aria-hidden="true" className="h-5 w-5" />
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      {listError && (
        <p role="alert" className="text-sm text-danger">
          {listError}
        </p>
      )}

      <p role="status" className="sr-only">
        {addRow.announcement}
      </p>

      <div className="flex flex-col gap-3 rounded-xl border border-dashed border-line p-3 sm:p-4">
        <p className="text-sm font-medium text-ink">Add a special date</p>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <SpecialDateDraftFields state={addRow} types={types} typeLabel={optionLabel} />
        </div>
        <Button variant="outline" size="sm" className="self-start" disabled={!addRow.canAdd} onClick={addRow.add}>
          <Plus aria-hidden="true" className="h-4 w-4" />
          Add
        </Button>
      </div>
    </FormSection>
  );
}

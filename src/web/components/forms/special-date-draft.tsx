import { type KeyboardEvent, useRef, useState } from "react";
import { canAddSpecialDate, needsSpecialDateLabel, type SpecialDateDraft } from "../../lib/special-dates";
import { Field } from "../ui/field";
import { Input, Select } from "../ui/input";

const EMPTY_DRAFT: SpecialDateDraft = { type: "", date: "", label: "" };

interface SpecialDateDraftOptions<Row> {
  /** The form's field array: `append` and `remove` of useFieldArray. */
  append: (row: Row) => void;
  remove: (index: number) => void;
  /** The list entry a complete draft becomes. */
  toRow: (draft: SpecialDateDraft) => Row;
  /** The date as announced to screen readers, e.g. "First date 14 Feb 2027". */
  describe: (draft: SpecialDateDraft) => string;
}

/**
 * The add row of a special-date list: the draft, a screen-reader announcement of each change, and
 * add/remove that send focus back to the type select (the Add button disables itself).
 */
export function useSpecialDateDraft<Row>({ append, remove, toRow, describe }: SpecialDateDraftOptions<Row>) {
  const [draft, setDraft] = useState<SpecialDateDraft>(EMPTY_DRAFT);
  const [announcement, setAnnouncement] = useState("");
  const typeRef = useRef<HTMLSelectElement>(null);
  const askLabel = needsSpecialDateLabel(draft.type);
  const canAdd = canAddSpecialDate(draft);

  function add() {
    if (!canAdd) return;
    append(toRow(draft));
    setAnnouncement(`Added ${describe(draft)}`);
    setDraft(EMPTY_DRAFT);
    typeRef.current?.focus();
  }

  function removeAt(index: number, description: string) {
    remove(index);
    setAnnouncement(`Removed ${description}`);
    typeRef.current?.focus();
  }

  // Enter in the add row adds the date instead of submitting the whole form.
  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== "Enter") return;
    event.preventDefault();
    add();
  }

  return { draft, setDraft, announcement, typeRef, askLabel, canAdd, add, removeAt, onKeyDown };
}

export type SpecialDateDraftState = ReturnType<typeof useSpecialDateDraft>;

interface SpecialDateDraftFieldsProps {
  state: Pick<SpecialDateDraftState, "draft" | "setDraft" | "typeRef" | "askLabel" | "onKeyDown">;
  /** The date types offered. */
  types: readonly string[];
  /** How a type reads in the select. */
  typeLabel: (type: string) => string;
}

/**
 * The add row's fields, as siblings for a two-column grid: date type, date, and "Why is this date
 * special?" (full width) for the types that ask it.
 */
export function SpecialDateDraftFields({ state, types, typeLabel }: SpecialDateDraftFieldsProps) {
  const { draft, setDraft, typeRef, askLabel, onKeyDown } = state;
  return (
    <>
      <Field label="Date type">
        <Select ref={typeRef} value={draft.type} onChange={(e) => setDraft((d) => ({ ...d, type: e.target.value }))}>
          <option value="">Choose a type</option>
          {types.map((type) => (
            <option key={type} value={type}>
              {typeLabel(type)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Date">
        <Input
          type="date"
          value={draft.date}
          onChange={(e) => setDraft((d) => ({ ...d, date: e.target.value }))}
          onKeyDown={onKeyDown}
        />
      </Field>
      {askLabel && (
        <div className="sm:col-span-2">
          <Field label="Why is this date special?">
            <Input
              value={draft.label}
              maxLength={100}
              onChange={(e) => setDraft((d) => ({ ...d, label: e.target.value }))}
              onKeyDown={onKeyDown}
            />
          </Field>
        </div>
      )}
    </>
  );
}

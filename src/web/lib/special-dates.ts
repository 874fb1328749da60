import { LABELLED_SPECIAL_DATE_TYPES } from "@shared/schemas/recipient";

/** The special-date rules of both recipient forms (setup and the account's inline edit). */

/** 'Why is this date special?' is asked only for some date types. */
export function needsSpecialDateLabel(type: string | null | undefined): boolean {
  return !!type && LABELLED_SPECIAL_DATE_TYPES.includes(type);
}

export interface SpecialDateDraft {
  type: string;
  date: string;
  label: string;
}

/** Add is enabled once a type and a date are chosen. */
export function canAddSpecialDate(draft: Pick<SpecialDateDraft, "type" | "date">): boolean {
  return draft.type.trim() !== "" && draft.date.trim() !== "";
}

/** The entry a draft appends to the list: the label is kept only where it is asked. */
export function toSpecialDate(draft: SpecialDateDraft): { type: string; date: string; label: string | null } {
  const label = draft.label.trim();
  return { type: draft.type, date: draft.date, label: needsSpecialDateLabel(draft.type) && label ? label : null };
}

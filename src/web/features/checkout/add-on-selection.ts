import type { AddOnOption } from "@shared/domain/add-ons";
import { nextAnnualDate } from "@shared/domain/calendar";
import { type IsoDate, isIsoDate } from "@shared/domain/dates";

/** The ticked add-ons: key → the date the buyer chose (only for a birthday/anniversary the profile lacks). */
export type AddOnSelection = Record<string, IsoDate | null>;

export interface AddOnRequest {
  key: string;
  date?: IsoDate;
}

/** The `addOns` of POST /api/create-subscription-checkout, in the order the options are listed. */
export function toAddOnRequests(selection: AddOnSelection, options: AddOnOption[]): AddOnRequest[] {
  return options
    .filter((option) => option.key in selection)
    .map((option) => {
      const chosen = selection[option.key];
      return option.date === null && chosen ? { key: option.key, date: chosen } : { key: option.key };
    });
}

/** Ticking an option that has no date needs the date dialog first. */
export function needsDate(option: AddOnOption): boolean {
  return option.date === null;
}

/**
 * A birthday or anniversary typed in the dialog (possibly years ago) becomes the date of its next
 * delivery, on or after today; null while the input is not a full date.
 */
export function deliveryDateFor(entered: string, today: IsoDate): IsoDate | null {
  if (!isIsoDate(entered)) return null;
  return nextAnnualDate(entered, today);
}

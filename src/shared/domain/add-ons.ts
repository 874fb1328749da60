import { nextAnnualDate, nextOccasionDate, OCCASIONS } from "./calendar";
import type { IsoDate } from "./dates";
import { SPECIAL_DATE_ADD_ON_CENTS } from "./pricing";
import { specialDateName } from "./schedule";

export interface AddOnOption {
  key: string;
  type: string;
  name: string;
  /** The delivery date; null when the profile lacks it (the buyer is asked for it). */
  date: IsoDate | null;
  priceCents: number;
}

interface AddOnRecipient {
  birthday?: IsoDate | null;
  anniversary?: IsoDate | null;
  specialDates?: { type: string; date: IsoDate; label?: string | null }[] | null;
}

/**
 * The special-date deliveries a buyer can add at checkout ($75 each): the Australian occasions at
 * their next real date, the recipient's birthday and anniversary, and the profile's own dates. A day
 * is offered once (an anniversary and a wedding anniversary on one date are one delivery): the first
 * occasion named for it.
 */
export function availableAddOns(recipient: AddOnRecipient, today: IsoDate): AddOnOption[] {
  const price = SPECIAL_DATE_ADD_ON_CENTS;
  const occasions = (["valentines", "mothers-day", "fathers-day"] as const).map((key) => ({
    key,
    type: key,
    name: OCCASIONS[key].name,
    date: nextOccasionDate(key, today),
    priceCents: price,
  }));
  const personal = (["birthday", "anniversary"] as const).map((key) => ({
    key,
    type: key,
    name: key === "birthday" ? "Birthday" : "Anniversary",
    date: recipient[key] ? nextAnnualDate(recipient[key]!, today) : null,
    priceCents: price,
  }));
  const own = (recipient.specialDates ?? []).map((d, index) => ({
    key: `special-${index}`,
    type: d.type,
    name: specialDateName(d.type, d.label),
    date: nextAnnualDate(d.date, today),
    priceCents: price,
  }));
  const offeredDays = new Set<IsoDate>();
  return [...occasions, ...personal, ...own].filter((option) => {
    if (!option.date) return true;
    if (offeredDays.has(option.date)) return false;
    offeredDays.add(option.date);
    return true;
  });
}

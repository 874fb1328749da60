import { addDaysIso, addMonthsIso, type IsoDate } from "./dates";

/** How often a recipient gets a box (spec §3). */
export const FREQUENCIES = ["weekly", "fortnightly", "monthly", "quarterly"] as const;
export type Frequency = (typeof FREQUENCIES)[number];

/** A calendar step: a number of days, or of months (clamped to a shorter month's last day). */
export interface Cycle {
  unit: "days" | "months";
  count: number;
}

const DELIVERY_CYCLES: Record<Frequency, Cycle> = {
  weekly: { unit: "days", count: 7 },
  fortnightly: { unit: "days", count: 14 },
  monthly: { unit: "months", count: 1 },
  quarterly: { unit: "months", count: 3 },
};

/** Deliveries in a year of each frequency: what an annual plan pays for. */
export const DELIVERIES_PER_YEAR: Record<Frequency, number> = {
  weekly: 52,
  fortnightly: 26,
  monthly: 12,
  quarterly: 4,
};

export function isFrequency(value: string): value is Frequency {
  return (FREQUENCIES as readonly string[]).includes(value);
}

/** The step between two deliveries; an unknown frequency is fortnightly (spec §9: "falls back to 14 days"). */
export function deliveryCycle(frequency: string): Cycle {
  return isFrequency(frequency) ? DELIVERY_CYCLES[frequency] : DELIVERY_CYCLES.fortnightly;
}

/** `n` steps after `anchor`, counted from the anchor so month ends never drift (31 Jan → 28 Feb → 31 Mar). */
export function addCycles(anchor: IsoDate, cycle: Cycle, n: number): IsoDate {
  return cycle.unit === "days" ? addDaysIso(anchor, cycle.count * n) : addMonthsIso(anchor, cycle.count * n);
}

/** Display label for a frequency; other values are shown capitalised (spec §3). */
export function frequencyLabel(frequency: string): string {
  if (frequency === "fortnightly") return "Every 2 Weeks";
  if (frequency === "quarterly") return "Every 3 Months";
  return frequency.charAt(0).toUpperCase() + frequency.slice(1);
}

/** The noun of one cycle: "week", "fortnight", "month", "quarter" ("year" for annual billing). */
export function frequencyPeriod(frequency: string): string {
  switch (frequency) {
    case "weekly":
      return "week";
    case "fortnightly":
      return "fortnight";
    case "quarterly":
      return "quarter";
    case "annual":
    case "annually":
      return "year";
    default:
      return "month";
  }
}

import { addDaysIso } from "../../../../shared/domain/dates";
import { type Findings, UntranslatableQuestion } from "./question-findings";
import type { Text } from "./question-text";
import { UNDELIVERED } from "./question-vocabulary";

/**
 * "Subscriptions with nothing coming up": no delivery from today on that will still be sent. Read
 * before the plain "with no deliveries" (question-rules.ts), which would leave "coming up" unknown.
 */
export function readNothingComingUp(text: Text, f: Findings, today: string) {
  text.take(
    /\b(?:(?:with|that have|which have|having|has|have) )?(?:nothing|no (?:deliveries|delivery|orders?|boxes)) (?:coming up|upcoming|scheduled|ahead|still to come|to come|booked)(?: (?:in|on) the (?:delivery )?schedule)?\b|\b(?:(?:with|that have|which have|having) )?no (?:upcoming|future) (?:deliveries|orders|boxes)\b/,
    (m) => {
      if (f.without) throw new UntranslatableQuestion(f.understood, "it names more than one thing that is missing");
      f.without = {
        noun: { entity: "orders", dimension: null, singular: false },
        filters: [{ kind: "status", values: NOT_SENT.split(","), negated: true }],
        // "nothing scheduled in the next 30 days": the period said is what is missing (moved there later).
        ...(f.dateRange ? {} : { dateRange: { from: today, to: null, phrase: "from today on" } }),
      };
      f.understood.push(m[0].trim());
    },
  );
}

/**
 * "3 or more days after their delivery date", "more than 5 days past the delivery date": deliveries
 * dated at least (or more than) N days before today, on the delivery date.
 */
export function readDaysPastDeliveryDate(text: Text, f: Findings, today: string) {
  text.take(
    /\b(at least|more than|over) (\d{1,3}) days? (?:after|past|beyond|since|later than) (?:their|the|its) (?:delivery|due) dates?\b/,
    (m) => {
      if (f.dateRange) throw new UntranslatableQuestion(f.understood, "it names more than one date range");
      const n = Number(m[2]);
      // Dated on or before today − N ("at least"), or before it ("more than").
      const to = addDaysIso(today, m[1] === "at least" ? -n + 1 : -n);
      f.dateRange = { from: null, to, phrase: m[0].trim() };
      f.dateOn = "delivery";
      f.understood.push(m[0].trim());
    },
  );
}

/** Ledger rows that will never be sent. */
export const NOT_SENT = "skipped,withdrawn,refunded";

/**
 * What staff say of deliveries in words of their own: "late" (still on its way after its delivery date)
 * and "going out" (everything that will still be sent). Each is a status, never a guess at a date column.
 */
export function readDeliveryPhrases(text: Text, f: Findings) {
  text.take(
    /\b(?:late|overdue|running late|past (?:their|its|the) delivery dates?|(?:whose |where the |their |the )?delivery dates? (?:has |have |is |are )?(?:already )?(?:passed|gone by|gone|past)|(?:the |their )?(?:delivery )?dates? (?:has |have )?(?:been and gone|come and gone))\b/,
    (m) => {
      f.statusWords.push({ word: "late", meaning: { orders: UNDELIVERED }, negated: false });
      f.late = true;
      f.understood.push(m[0].trim());
    },
  );
  text.take(
    /\b(?:going out|to go out|due to go out|being sent|to be sent|still to be sent|will be sent|still to go out)\b/,
    (m) => {
      f.statusWords.push({ word: "going out", meaning: { orders: NOT_SENT }, negated: true });
      f.understood.push(m[0].trim());
    },
  );
}

import type { Findings } from "./question-findings";
import type { Text } from "./question-text";
import { UNDELIVERED } from "./question-vocabulary";

/** Ledger rows that will never be sent. */
const NOT_SENT = "skipped,withdrawn,refunded";

/**
 * What staff say of deliveries in words of their own: "late" (still on its way after its delivery date)
 * and "going out" (everything that will still be sent). Each is a status, never a guess at a date column.
 */
export function readDeliveryPhrases(text: Text, f: Findings) {
  text.take(
    /\b(?:late|overdue|running late|past (?:their|its|the) delivery dates?|(?:whose |where the |their |the )?delivery dates? (?:has|have|is|are) (?:passed|gone by|past))\b/,
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

/** The subscription form's recipient picker: a saved profile's id, a new recipient, or nobody chosen yet. */
export const NEW_RECIPIENT = "new";
export const NO_RECIPIENT_CHOSEN = "";
export const CHOOSE_RECIPIENT_MESSAGE = "Please choose who this is for, or New recipient";

/**
 * Where the picker starts (null while the buyer's recipients are still loading): the recipient the link
 * names, else the only one who can start a subscription, else a choice left to the buyer when they have
 * recipients (never a new, duplicate profile by default), and "New recipient" only when they have none.
 */
export function initialRecipientChoice(
  recipients: readonly { id: number }[] | undefined,
  named: number | null,
  live: ReadonlySet<number>,
): string | null {
  if (!recipients) return null;
  if (recipients.length === 0) return NEW_RECIPIENT;
  if (named !== null && recipients.some((recipient) => recipient.id === named)) return String(named);
  const available = recipients.filter((recipient) => !live.has(recipient.id));
  return available.length === 1 ? String(available[0]!.id) : NO_RECIPIENT_CHOSEN;
}

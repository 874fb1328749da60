/** Rules about a buyer's recipients that the server enforces and the web app explains first. */

/** Deleting a recipient whose subscription is active or paused is refused (cancel it first). */
export const RECIPIENT_HAS_LIVE_SUBSCRIPTION_MESSAGE =
  "This recipient has an active subscription. Cancel it before deleting the recipient.";

/** The subscription form's "New recipient" with a name the buyer already has. */
export function duplicateRecipientMessage(name: string): string {
  return `You already have a recipient called ${name.trim()}: choose them under Recipient instead.`;
}

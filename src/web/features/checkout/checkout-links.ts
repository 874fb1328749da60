/** URLs of the checkout journey, built in one place so every step passes the same query. */

export function checkoutUrl(params: {
  subscriptionId: number;
  recipientId: number;
  giftBoxId: number;
  frequency: string;
}): string {
  const query = new URLSearchParams({
    subscriptionId: String(params.subscriptionId),
    recipientId: String(params.recipientId),
    giftBoxId: String(params.giftBoxId),
    frequency: params.frequency,
  });
  return `/checkout?${query.toString()}`;
}

export function confirmationUrl(params: { subscriptionId: number; recipientId: number }): string {
  const query = new URLSearchParams({
    subscriptionId: String(params.subscriptionId),
    recipientId: String(params.recipientId),
  });
  return `/confirmation?${query.toString()}`;
}

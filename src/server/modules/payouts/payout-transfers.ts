/**
 * How a vendor's approved statement gets paid. Today staff pay by bank transfer themselves and record
 * its reference (`manualPayoutTransfers`); a Stripe Connect implementation would create a transfer to
 * the vendor's connected account here and answer its id as the reference (ADR 0019).
 */
export interface PayoutTransfers {
  readonly name: string;
  /**
   * Pays the statement's total (integer cents, AUD) and answers the payment's reference. Called inside
   * the transaction that marks the statement paid; an implementation that calls out must be idempotent
   * on `statementId` (e.g. Stripe's idempotency key `payout-statement-{id}`), since a failed commit retries.
   */
  pay(payout: PayoutRequest): Promise<{ reference: string }>;
}

export interface PayoutRequest {
  statementId: number;
  supplierId: number;
  month: string;
  totalCents: number;
  /** What staff typed: the bank transfer's reference for a manual payment. */
  reference: string;
}

/** Staff have paid the vendor outside the shop: the reference they give is the record. */
export const manualPayoutTransfers: PayoutTransfers = {
  name: "manual",
  async pay(payout) {
    return { reference: payout.reference };
  },
};

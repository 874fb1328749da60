import type { IsoDate } from "../../shared/domain/dates";

/**
 * The delivery ledger's shapes (ADR 0018) that the fulfilment module (which owns the ledger), the
 * subscriptions module's ports and the flows all speak (ADR 0020): neutral ground, no code.
 */

/** One ledger row: a delivery slot, its state, and the part of a payment allocated to it. */
export interface LedgerRow {
  id: number;
  subscription_id: number;
  slot_date: string;
  delivery_date: string;
  special_date_type: string;
  status: string;
  plan_key: string | null;
  supplier_id: number | null;
  payment_id: number | null;
  allocated_cents: number;
  allocated_gst_cents: number;
  refund_payment_id: number | null;
}

/** What the ledger needs of a subscription to date and price its deliveries. */
export interface LedgerSubscription {
  id: number;
  startDate: IsoDate;
  frequency: string;
  billingInterval: string;
  planKey: string | null;
  pendingPlanKey?: string | null;
  planChangeFrom?: IsoDate | null;
  deliveryWeekday?: number | null;
}

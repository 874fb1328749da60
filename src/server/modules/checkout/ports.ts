import type { IsoDate } from "../../../shared/domain/dates";
import type { DbOrTx } from "../../db/client";
import type { payments, recipientProfiles, subscriptions, users } from "../../db/schema";
import type { DeliveryCoverage } from "../../lib/delivery-coverage";
import type { LedgerSubscription } from "../../lib/ledger-rows";

/**
 * What checkout asks of the modules that own the other tables a purchase touches, declared here and
 * handed in by app.ts (ADR 0020): the module imports no other module, and each port names only what
 * checkout uses.
 */

type SessionUser = typeof users.$inferSelect;
type RecipientRow = typeof recipientProfiles.$inferSelect;
type SubscriptionRow = typeof subscriptions.$inferSelect;
type NewSubscription = typeof subscriptions.$inferInsert;

/** The recipient being bought for (the recipients module). */
export interface CheckoutRecipients {
  /** The buyer's (or, for staff, anyone's) live profile row. */
  ownedRow(user: SessionUser, id: number): Promise<RecipientRow>;
  /** Locks the buyer's live profile for the caller's transaction. */
  lockForSubscription(tx: DbOrTx, user: SessionUser, id: number): Promise<RecipientRow>;
  /** A first payment fills in the profile's birthday and anniversary where it has none. */
  fillMissingDates(
    tx: DbOrTx,
    dates: { id: number; birthday: string | null; anniversary: string | null }[],
  ): Promise<void>;
}

/** The draft subscription a checkout pays for, and its activation (the subscriptions module). */
export interface CheckoutSubscriptions {
  findById(tx: DbOrTx, id: number): Promise<SubscriptionRow | undefined>;
  findDraft(tx: DbOrTx, recipientId: number): Promise<SubscriptionRow | undefined>;
  hasLive(tx: DbOrTx, recipientId: number): Promise<boolean>;
  providerCustomerOf(userId: number): Promise<string | null>;
  saveDraft(tx: DbOrTx, values: NewSubscription & { recipientProfileId: number }): Promise<SubscriptionRow | undefined>;
  update(tx: DbOrTx, id: number, changes: Partial<Omit<NewSubscription, "status">>): Promise<unknown>;
  activateDrafts(tx: DbOrTx, activations: SubscriptionActivation[], now: Date): Promise<unknown>;
}

/** A paid draft becoming active: its dates, its price and its provider's ids. */
export interface SubscriptionActivation {
  id: number;
  start_date: string;
  next_delivery_date: string;
  billing_interval: string;
  next_billing_date: string;
  amount_cents: number;
  add_on_cents: number;
  special_dates: { type: string; name: string; date: string; priceCents: number }[];
  payment_provider: string;
  payment_method_label: string | null;
  test_renewal_fails: boolean;
  provider_customer_id: string | null;
  provider_subscription_id: string | null;
}

/** What a checkout pays for: the box asked for when it is on sale, else the plan's box (the subscriptions module). */
export interface CheckoutPlans {
  boxAndPlan(
    giftBoxId: number | null | undefined,
    planKey: string | null,
  ): Promise<{ giftBoxId: number | null; planKey: string | null }>;
}

/** The modules a confirmation writes through (each owns its table), and fulfilment's coverage rule. */
export interface ConfirmationOwners {
  /** The first payments, recorded once (the payments module). */
  payments: {
    recordInitial(
      tx: DbOrTx,
      rows: (typeof payments.$inferInsert)[],
    ): Promise<{ id: number; subscriptionId: number | null }[]>;
  };
  subscriptions: Pick<CheckoutSubscriptions, "activateDrafts">;
  recipients: Pick<CheckoutRecipients, "fillMissingDates">;
  /** The deliveries each first payment pays for (the fulfilment module's ledger, ADR 0018). */
  ledger: {
    recordFirstPayments(
      tx: DbOrTx,
      paid: {
        sub: LedgerSubscription;
        paymentId: number;
        planCents: number;
        addOns: { type: string; date: IsoDate; priceCents: number }[];
      }[],
    ): Promise<unknown>;
  };
  coverage: DeliveryCoverage;
}

import { billingSummary } from "../../../shared/domain/billing-summary";
import { planNameForKey } from "../../../shared/domain/catalogue";
import type { BillingPlan } from "../../../shared/domain/pricing";
import {
  type DeliveryChange,
  nextDeliverySlots,
  nextRegularDelivery,
  type ScheduleSubscription,
} from "../../../shared/domain/schedule";
import { canPauseOrResume, displayStatus, LIVE_STATUSES } from "../../../shared/domain/subscription-status";
import type { SubscriptionView } from "../../../shared/schemas/subscription";
import type { giftBoxes, recipientProfiles } from "../../db/schema";
import type { SubscriptionViewRow } from "./subscriptions.repository";

type RecipientSummary = Pick<typeof recipientProfiles.$inferSelect, "id" | "name" | "email" | "giftCategories">;
type Slot = SubscriptionView["nextDeliveries"][number];

/** Without a vendor covering the postcode, the first box is arranged by staff: no "7-10 days" is promised. */
const ARRANGING: Slot = { kind: "arranging", label: "Being arranged" };

/** What the schedule engine needs of a subscription (a draft has no start yet: `today` stands in). */
export function scheduleOf(
  sub: Pick<
    SubscriptionViewRow,
    "startDate" | "frequency" | "status" | "pauseType" | "pausedUntil" | "deliveriesCompleted" | "specialDates"
  >,
  today: string,
): ScheduleSubscription {
  return {
    startDate: sub.startDate ?? today,
    frequency: sub.frequency,
    status: sub.status,
    pauseType: sub.pauseType,
    pausedUntil: sub.pausedUntil,
    deliveriesCompleted: sub.deliveriesCompleted,
    addOns: sub.specialDates,
  };
}

const isLive = (status: string) => (LIVE_STATUSES as readonly string[]).includes(status);

/**
 * One subscription as its owner sees it, with the schedule engine's three next-delivery slots (as the
 * buyer skipped or moved deliveries: `changes`, from the ledger) and its billing; `vendorCovers` says
 * whether an approved vendor covers the recipient's postcode.
 */
export function toSubscriptionView(
  sub: SubscriptionViewRow,
  recipient: RecipientSummary,
  box: Pick<typeof giftBoxes.$inferSelect, "id" | "name"> | null,
  today: string,
  vendorCovers: boolean,
  changes?: DeliveryChange[],
): SubscriptionView {
  const planName =
    box?.name ?? planNameForKey(sub.planKey) ?? planNameForKey(recipient.giftCategories) ?? "No plan selected";
  const schedule = { ...scheduleOf(sub, today), changes };
  return {
    id: sub.id,
    userId: sub.userId,
    giftBoxId: sub.giftBoxId,
    giftBox: box ? { id: box.id, name: box.name } : null,
    planKey: sub.planKey,
    planName,
    pendingPlanKey: sub.pendingPlanKey,
    planChangeFrom: sub.planChangeFrom,
    status: sub.status as SubscriptionView["status"],
    displayStatus: displayStatus(sub),
    pauseType: sub.pauseType,
    pausedUntil: sub.pausedUntil,
    deliveriesCompleted: sub.deliveriesCompleted,
    frequency: sub.frequency,
    billingInterval: sub.billingInterval as BillingPlan,
    startDate: sub.startDate,
    deliveryWeekday: sub.deliveryWeekday,
    // Live subscriptions: from the schedule engine, so it follows the frequency and the calendar.
    nextDeliveryDate: sub.startDate && isLive(sub.status) ? nextRegularDelivery(schedule, today) : sub.nextDeliveryDate,
    nextBillingDate: sub.nextBillingDate,
    amountCents: sub.amountCents,
    addOnCents: sub.addOnCents,
    billing: billingSummary({ ...sub, billingInterval: sub.billingInterval as BillingPlan }),
    vendorCovers,
    specialDates: sub.specialDates.map((d) => ({ ...d, price: d.priceCents / 100 })),
    recipientProfileId: recipient.id,
    recipientName: recipient.name,
    recipientEmail: recipient.email,
    recipientProfile: {
      id: recipient.id,
      name: recipient.name,
      email: recipient.email,
      giftCategories: recipient.giftCategories,
    },
    nextDeliveries:
      sub.startDate || sub.status === "cancelled"
        ? nextDeliverySlots(schedule, today).map((slot) => (slot.kind === "first" && !vendorCovers ? ARRANGING : slot))
        : [],
    canPause: canPauseOrResume(sub),
    paymentMethodLabel: sub.paymentMethodLabel,
    cardMessage: sub.cardMessage,
    customMessage: sub.customMessage,
    specialOccasion: sub.specialOccasion,
    createdAt: sub.createdAt.toISOString(),
    cancelledAt: sub.cancelledAt?.toISOString() ?? null,
  };
}

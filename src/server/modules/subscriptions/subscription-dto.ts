import { planNameForKey } from "../../../shared/domain/catalogue";
import { type DeliverySlot, nextDatedDelivery, nextDeliverySlots } from "../../../shared/domain/schedule";
import { canPauseOrResume, displayStatus } from "../../../shared/domain/subscription-status";
import type { giftBoxes, recipientProfiles, subscriptions } from "../../db/schema";

type SubscriptionRow = typeof subscriptions.$inferSelect;
type RecipientRow = Pick<typeof recipientProfiles.$inferSelect, "id" | "name" | "email" | "giftCategories" | "birthday" | "anniversary" | "specialDates">;

export interface SubscriptionView {
  id: number;
  userId: number;
  giftBoxId: number | null;
  giftBox: { id: number; name: string } | null;
  planKey: string | null;
  planName: string;
  pendingPlanKey: string | null;
  planChangeFrom: string | null;
  status: string;
  displayStatus: string;
  pauseType: string | null;
  pausedUntil: string | null;
  deliveriesCompleted: number;
  frequency: string;
  billingInterval: string;
  startDate: string | null;
  nextDeliveryDate: string | null;
  nextBillingDate: string | null;
  amountCents: number;
  addOnCents: number;
  specialDates: { type: string; name: string; date: string; priceCents: number; price: number }[];
  recipientProfileId: number;
  recipientName: string;
  recipientEmail: string | null;
  recipientProfile: { id: number; name: string; email: string | null; giftCategories: string | null };
  nextDeliveries: DeliverySlot[];
  canPause: boolean;
  paymentMethodLabel: string | null;
  cardMessage: string | null;
  customMessage: string | null;
  specialOccasion: string | null;
  createdAt: string;
  cancelledAt: string | null;
}

const LIVE = new Set(["active", "paused"]);

/** One subscription as its owner sees it, with the schedule engine's three next-delivery slots. */
export function toSubscriptionView(
  sub: SubscriptionRow,
  recipient: RecipientRow,
  box: Pick<typeof giftBoxes.$inferSelect, "id" | "name"> | null,
  today: string,
): SubscriptionView {
  const planName = box?.name ?? planNameForKey(sub.planKey) ?? planNameForKey(recipient.giftCategories) ?? "No plan selected";
  return {
    id: sub.id,
    userId: sub.userId,
    giftBoxId: sub.giftBoxId,
    giftBox: box ? { id: box.id, name: box.name } : null,
    planKey: sub.planKey,
    planName,
    pendingPlanKey: sub.pendingPlanKey,
    planChangeFrom: sub.planChangeFrom,
    status: sub.status,
    displayStatus: displayStatus(sub),
    pauseType: sub.pauseType,
    pausedUntil: sub.pausedUntil,
    deliveriesCompleted: sub.deliveriesCompleted,
    frequency: sub.frequency,
    billingInterval: sub.billingInterval,
    startDate: sub.startDate,
    // Live subscriptions: from the schedule engine, so it follows the frequency and every delivery.
    nextDeliveryDate: sub.startDate && LIVE.has(sub.status) ? nextDatedDelivery({ ...sub, startDate: sub.startDate }) : sub.nextDeliveryDate,
    nextBillingDate: sub.nextBillingDate,
    amountCents: sub.amountCents,
    addOnCents: sub.addOnCents,
    specialDates: sub.specialDates.map((d) => ({ ...d, price: d.priceCents / 100 })),
    recipientProfileId: recipient.id,
    recipientName: recipient.name,
    recipientEmail: recipient.email,
    recipientProfile: { id: recipient.id, name: recipient.name, email: recipient.email, giftCategories: recipient.giftCategories },
    nextDeliveries: sub.startDate
      ? nextDeliverySlots(
          {
            startDate: sub.startDate,
            frequency: sub.frequency,
            status: sub.status,
            pauseType: sub.pauseType,
            deliveriesCompleted: sub.deliveriesCompleted,
            deliveriesSkipped: sub.deliveriesSkipped,
            addOns: sub.specialDates,
          },
          recipient,
          today,
        )
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

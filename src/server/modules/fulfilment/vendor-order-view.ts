import { alcoholVerdict, isAlcoholicDrink } from "../../../shared/domain/alcohol";
import { cardMessageWords, personalMessageFor, personalMessageText } from "../../../shared/domain/card-messages";
import { type GiftPlanKey, INTIMATE_PLAN_KEY, planNameForKey, planOf } from "../../../shared/domain/catalogue";
import { isUrgent } from "../../../shared/domain/fulfilment";
import type { OrderStatus } from "../../../shared/domain/fulfilment-status";
import { vendorCostBasis } from "../../../shared/domain/order-cost";
import { offerStateOf } from "../../../shared/domain/order-offers";
import type { VendorOrder } from "../../../shared/schemas/fulfilment";
import { toDeliveryProof } from "./delivery-proof-view";
import type { VendorOrderRow } from "./order-views.repository";

/**
 * What the vendor holding an order sees (PRODUCT.md "Privacy"): the recipient's name and address,
 * delivery instructions, card message and only the tastes that matter for the plan; intimate ones
 * only for Stay In, Stay Close and only with the buyer's consent; whether alcohol may be in the box
 * (an adult recipient who asked for it, in a plan that carries it); the recipient's phone for the courier,
 * the card's words and this delivery's personal message. Never the buyer.
 */
const TASTES_BY_PLAN: Record<GiftPlanKey, readonly string[]> = {
  "in-bloom": ["favouriteFlower", "favouriteColor", "colourPalette", "flowersToAvoid", "preferredVibe", "allergies"],
  "unwind-edit": ["scentPreference", "colourPalette", "preferredVibe", "sensitivities", "allergies", "interests"],
  "moments-to-savour": ["sweetOrSavoury", "dietaryRestrictions", "allergies", "drinksEnjoy", "interests"],
  "stay-in-stay-close": ["useType", "scentPreference", "sensitivities", "allergies"],
  "the-lucky-dip": [
    "favouriteFlower",
    "favouriteColor",
    "colourPalette",
    "flowersToAvoid",
    "preferredVibe",
    "scentPreference",
    "sweetOrSavoury",
    "dietaryRestrictions",
    "sensitivities",
    "allergies",
    "drinksEnjoy",
    "interests",
  ],
};

const LABELS: Record<string, string> = {
  favouriteFlower: "Favourite flower",
  favouriteColor: "Favourite colour",
  colourPalette: "Colour palette",
  flowersToAvoid: "Flowers to avoid",
  preferredVibe: "Vibe",
  scentPreference: "Scent",
  sweetOrSavoury: "Sweet or savoury",
  dietaryRestrictions: "Dietary needs",
  sensitivities: "Sensitivities",
  allergies: "Allergies",
  drinksEnjoy: "Drinks",
  interests: "Interests",
  useType: "For",
  genderRelevant: "Made for",
  rRatedComfort: "Comfort level",
};

/** "soft-neutral" → "Soft neutral"; free text stays as typed. */
function readable(value: string): string {
  if (!/^[a-z0-9]+(-[a-z0-9]+)+$/.test(value)) return value;
  const text = value.replaceAll("-", " ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function pick(values: Record<string, string | null> | null, keys: readonly string[]) {
  const found: { label: string; value: string }[] = [];
  for (const key of keys) {
    const value = values?.[key]?.trim();
    if (value && value !== "no-preference") found.push({ label: LABELS[key] ?? key, value: readable(value) });
  }
  return found;
}

export function toVendorOrder(row: VendorOrderRow, today: string): VendorOrder {
  const plan = planOf(row.plan_key, row.gift_box_category) ?? "";
  // The one alcohol rule, on the delivery's date: the checkout asked it the same way.
  const alcohol =
    alcoholVerdict({ dateOfBirth: row.birthday, preferences: row.preferences }, plan, row.delivery_date) === "included";
  // Drinks are shown only when alcohol may be included, or when they are not alcoholic.
  const tastes = (TASTES_BY_PLAN[plan as GiftPlanKey] ?? []).filter(
    (key) => key !== "drinksEnjoy" || alcohol || !isAlcoholicDrink(row.preferences?.drinksEnjoy),
  );
  const shipped = row.package_photo_path !== null;
  return {
    id: row.id,
    deliveryDate: row.delivery_date,
    specialDateType: row.special_date_type,
    status: row.status as OrderStatus,
    urgent: isUrgent({ deliveryDate: row.delivery_date, status: row.status }, today),
    ...offerOf({ supplierId: row.supplier_id, acceptBy: row.accept_by, acceptedAt: row.accepted_at }),
    giftType: planNameForKey(plan) ?? "Gift box",
    giftBoxName: row.gift_box_name,
    recipientName: row.recipient_name,
    address: {
      line1: [row.street_number, row.street_name].filter(Boolean).join(" ") || null,
      suburb: row.suburb,
      state: row.state,
      postcode: row.postcode,
    },
    deliveryInstructions: row.delivery_instructions,
    recipientPhone: row.recipient_phone?.trim() || null,
    cardMessage: cardMessageWords(row.card_message, row.custom_message),
    personalMessage: personalMessageLine(row),
    preferences: pick(row.preferences, tastes),
    intimatePreferences:
      plan === INTIMATE_PLAN_KEY && row.sensitive_consent
        ? pick(row.sensitive_preferences, ["genderRelevant", "rRatedComfort"])
        : [],
    includesAlcohol: alcohol,
    costCents: row.cost_cents,
    costBasis: vendorCostBasis(row.cost_source, row.cost_box_name),
    fulfilment: shipped
      ? {
          packagePhotoId: row.package_photo_path,
          packagePhotoUrl: packagePhotoUrl(row.id),
          inclusions: row.inclusions,
          dispatchDate: row.dispatch_date,
          dispatchTime: row.dispatch_time,
          courier: row.courier,
          trackingNumber: row.tracking_number,
          notes: row.vendor_notes,
        }
      : null,
    proof: toDeliveryProof(row),
  };
}

/** Where an order's offer stands, and its deadline while it waits (ISO, UTC). */
export function offerOf(order: Parameters<typeof offerStateOf>[0]) {
  const offerState = offerStateOf(order);
  return {
    offerState,
    acceptBy: offerState === "offered" && order.acceptBy ? new Date(order.acceptBy).toISOString() : null,
  };
}

/** Shown instead of the recipient's name to a vendor that is no longer active. */
export const RECIPIENT_HIDDEN = "Recipient details hidden";

/**
 * A suspended or rejected vendor keeps its order history (dates, box, cost, what it sent) but sees
 * nothing of the recipient from then on (PRODUCT.md "Vendors' orders and payouts").
 */
export function withoutRecipient(order: VendorOrder): VendorOrder {
  return {
    ...order,
    recipientName: RECIPIENT_HIDDEN,
    address: { line1: null, suburb: null, state: null, postcode: null },
    deliveryInstructions: null,
    recipientPhone: null,
    cardMessage: null,
    personalMessage: null,
    preferences: [],
    intimatePreferences: [],
    // The proof photo shows the recipient's door: not served to it any more (404), so not linked either.
    proof: order.proof ? { ...order.proof, photoUrl: null } : null,
  };
}

/** The one personal message tucked into this delivery, as a line of text. */
function personalMessageLine(row: VendorOrderRow): string | null {
  const chosen = personalMessageFor(row.personal_messages, {
    subscriptionId: row.subscription_id,
    ordinal: row.delivery_ordinal,
    specialDateType: row.special_date_type,
  });
  return chosen ? personalMessageText(chosen) : null;
}

/** Package photos are served behind a viewer check, never from /media. */
export const packagePhotoUrl = (orderId: number) => `/api/fulfilment-orders/${orderId}/package-photo`;

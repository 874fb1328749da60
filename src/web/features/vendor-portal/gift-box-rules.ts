import type { GiftBoxCategory } from "@shared/domain/catalogue";
import { planKeyForGiftBoxCategory, planNameForKey } from "@shared/domain/catalogue";
import { FREQUENCIES, type Frequency, frequencyLabel } from "@shared/domain/frequency";
import { formatCents } from "@shared/domain/money";
import { GIFT_BOX_CATEGORY_LABELS } from "@shared/domain/vendor-categories";
import { UPLOAD_MISSING } from "@shared/schemas/upload";
import type {
  GiftBoxCreateInput,
  GiftBoxUpdateInput,
  giftBoxFormSchema,
  VendorGiftBox,
} from "@shared/schemas/vendor-gift-box";
import type { z } from "zod";

export type GiftBoxFormInput = z.input<typeof giftBoxFormSchema>;
export type GiftBoxFormOutput = z.output<typeof giftBoxFormSchema>;

/** The box's price as the shop pays it, e.g. "$45.00"; "—" when the answer carried none. */
export function boxPriceText(box: Pick<VendorGiftBox, "price" | "priceCents">): string {
  if (Number.isFinite(box.priceCents)) return formatCents(box.priceCents);
  if (Number.isFinite(box.price)) return formatCents(Math.round(box.price * 100));
  return "—";
}

/** The price as the form's text field shows it: "45.00", "45.50". */
export function priceInputText(box: Pick<VendorGiftBox, "price" | "priceCents">): string {
  const cents = Number.isFinite(box.priceCents) ? box.priceCents : Math.round(box.price * 100);
  return (cents / 100).toFixed(2);
}

/** "Flowers · sold in In Bloom": which plan customers buy this category under. */
export function planOfCategory(category: GiftBoxCategory): string {
  return planNameForKey(planKeyForGiftBoxCategory(category)) ?? "";
}

export function categoryText(category: string): string {
  return GIFT_BOX_CATEGORY_LABELS[category as GiftBoxCategory] ?? category;
}

/** Frequency labels, with the spec's own wording ("Every 2 Weeks"). */
export const FREQUENCY_OPTIONS: readonly { value: Frequency; label: string }[] = FREQUENCIES.map((value) => ({
  value,
  label: frequencyLabel(value),
}));

/** The form pre-filled from a box (for Edit). */
export function giftBoxToForm(box: VendorGiftBox): GiftBoxFormInput {
  return {
    name: box.name,
    description: box.description,
    price: priceInputText(box),
    imageUrl: box.imageUrl,
    category: box.category,
    frequency: (FREQUENCIES as readonly string[]).includes(box.frequency) ? (box.frequency as Frequency) : undefined,
  } as GiftBoxFormInput;
}

/** An empty photo reads "choose a photo" rather than the schema's URL wording; other messages stay. */
export function imageErrorText(imageUrl: string | undefined, message: string | undefined): string | undefined {
  if (!message) return undefined;
  return imageUrl?.trim() ? message : UPLOAD_MISSING;
}

/** The form's output holds cents; the API takes dollars (spec §7: price as a number). */
export function centsToDollars(cents: number): number {
  return Math.round(cents) / 100;
}

/** The create call's body, less the supplier id. */
export function toGiftBoxPayload(values: GiftBoxFormOutput): Omit<GiftBoxCreateInput, "supplierId"> {
  return { ...values, price: centsToDollars(values.price) };
}

/** What changed between the saved box and the form: an edit sends only these. */
export function changedBoxFields(box: VendorGiftBox, values: GiftBoxFormOutput): GiftBoxUpdateInput {
  const changes: GiftBoxUpdateInput = {};
  if (values.name !== box.name) changes.name = values.name;
  if (values.description !== box.description) changes.description = values.description;
  if (values.price !== box.priceCents) changes.price = centsToDollars(values.price);
  if (values.imageUrl !== box.imageUrl) changes.imageUrl = values.imageUrl;
  if (values.category !== box.category) changes.category = values.category;
  if (values.frequency !== box.frequency) changes.frequency = values.frequency;
  return changes;
}

import type { GiftBoxCategory } from "./catalogue";

/**
 * The spec's four vendor lists joined to the five plans in one place (PRODUCT.md "Vendor categories
 * and routing"). Every screen and rule that asks "which plans can this vendor serve" reads this file.
 */

/** What the application form asks (spec §3). */
export const APPLICATION_BUSINESS_TYPES = ["florist", "gourmet", "selfcare", "pleasure", "other"] as const;
export type ApplicationBusinessType = (typeof APPLICATION_BUSINESS_TYPES)[number];

/** What the portal shows as business type (spec §3). */
export const PORTAL_BUSINESS_TYPES = ["florist", "bakery", "wellness", "gifts", "other"] as const;

/** What a supplier record says it can fulfil (spec §9). */
export const SUPPLIER_CATEGORIES = ["florist", "self care", "gourmet", "pleasure"] as const;
export type SupplierCategory = (typeof SUPPLIER_CATEGORIES)[number];

/** The plan category (gift box category) each vendor term leads to. */
const PLAN_CATEGORIES_OF: Record<string, readonly GiftBoxCategory[]> = {
  florist: ["flowers"],
  selfcare: ["wellness"],
  "self care": ["wellness"],
  wellness: ["wellness"],
  gourmet: ["food"],
  bakery: ["food"],
  pleasure: ["pleasure"],
  gifts: ["home", "luxury"],
  other: ["home", "luxury"],
};

/** Gift box categories a vendor term covers (an unknown term covers none). */
export function planCategoriesFor(term: string): readonly GiftBoxCategory[] {
  return PLAN_CATEGORIES_OF[term.trim().toLowerCase()] ?? [];
}

/** The supplier categories an application's business type starts with (staff may adjust them). */
export function supplierCategoriesForBusinessType(type: string): SupplierCategory[] {
  const plans = planCategoriesFor(type);
  return SUPPLIER_CATEGORIES.filter((category) => planCategoriesFor(category).some((plan) => plans.includes(plan)));
}

/** Display labels. */
export const APPLICATION_BUSINESS_TYPE_LABELS: Record<ApplicationBusinessType, string> = {
  florist: "Florist",
  gourmet: "Gourmet food and bakery",
  selfcare: "Self-care and wellness",
  pleasure: "Intimate wellness",
  other: "Other gifts",
};
export const SUPPLIER_CATEGORY_LABELS: Record<SupplierCategory, string> = {
  florist: "Florist",
  "self care": "Self care",
  gourmet: "Gourmet",
  pleasure: "Pleasure",
};
export const GIFT_BOX_CATEGORY_LABELS: Record<GiftBoxCategory, string> = {
  luxury: "Luxury",
  wellness: "Wellness",
  food: "Food",
  flowers: "Flowers",
  home: "Home",
  pleasure: "Pleasure",
};

/** Where an order's cost came from (PRODUCT.md "Cost of an order"). */
export const COST_SOURCES = ["box", "plan-default", "staff"] as const;
export type CostSource = (typeof COST_SOURCES)[number];

/** Staff's words for each source (the table and the CSV). */
export function costSourceLabel(source: CostSource | null, boxName: string | null): string {
  if (source === "box") return "Price of the subscribed box";
  if (source === "plan-default") return boxName ? `Plan's default box: ${boxName}` : "Plan's default box";
  if (source === "staff") return "Set by staff";
  return "";
}

/** The vendor's words for the same (My Orders). */
export function vendorCostBasis(source: CostSource | null, boxName: string | null): string | null {
  if (source === "box") return boxName ? `Your price for ${boxName}` : "Your price for the subscribed box";
  if (source === "plan-default")
    return boxName ? `Your lowest price for this plan: ${boxName}` : "Your lowest price for this plan";
  if (source === "staff") return "Set by staff";
  return null;
}

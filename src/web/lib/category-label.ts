const CATEGORY_LABELS: Record<string, string> = {
  flowers: "Flowers",
  wellness: "Self-Care",
  food: "Gourmet",
  pleasure: "Pleasure",
  luxury: "Luxury",
  home: "Home",
};

/** The shopper-facing name of a category, e.g. wellness → Self-Care. */
export function categoryLabel(category: string): string {
  return CATEGORY_LABELS[category] ?? category.charAt(0).toUpperCase() + category.slice(1);
}

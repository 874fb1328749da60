const audFormatter = new Intl.NumberFormat("en-AU", { style: "currency", currency: "AUD" });

/** Formats integer cents as Australian dollars, e.g. 10000 → "$100.00". */
export function formatCents(cents: number): string {
  return audFormatter.format(cents / 100);
}

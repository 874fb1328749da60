/** The 4-digit Australian postcodes a vendor lists in its service area ("3000, 3121 and Fitzroy" → 3000, 3121). */
export function postcodesIn(serviceArea: string | null | undefined): string[] {
  if (!serviceArea) return [];
  return [...new Set(serviceArea.match(/(?<!\d)\d{4}(?!\d)/g) ?? [])].slice(0, 200);
}

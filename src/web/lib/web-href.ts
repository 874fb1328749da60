/**
 * An address from another site that is safe to link to: absolute http(s) only, so a scraped page or
 * a post can never slip a javascript: or data: link onto a staff page. Null otherwise.
 */
export function webHref(value: string | null | undefined): string | null {
  if (!value || !URL.canParse(value)) return null;
  const { protocol } = new URL(value);
  return protocol === "http:" || protocol === "https:" ? value : null;
}

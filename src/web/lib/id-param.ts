/** A positive integer id from a URL value, or null (absent, blank, junk, beyond PostgreSQL's integer). */
export function parseIdParam(value: string | null | undefined): number | null {
  if (value == null || !/^\d{1,10}$/.test(value.trim())) return null;
  const id = Number(value.trim());
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

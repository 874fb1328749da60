import { australianState } from "../../../shared/domain/australia";

/**
 * Splits a one-line Australian address ("12 Wattle St, Fitzroy VIC 3065") into the profile's
 * fields where it can; anything it cannot place stays in the street name, so nothing is lost.
 */
export function parseAddress(address: string) {
  const text = address.replace(/,?\s*Australia\s*$/i, "").trim();
  const match = /^(\S*\d\S*)\s+([^,]+?),\s*([^,]+?)(?:,)?\s+([A-Za-z]{2,3})\s+(\d{4})$/.exec(text);
  const state = match ? australianState(match[4]) : null;
  if (match && state) {
    return {
      streetNumber: match[1]!,
      streetName: match[2]!.trim(),
      suburb: match[3]!.trim(),
      state,
      postcode: match[5]!,
    };
  }
  const postcode = /\b(\d{4})\s*$/.exec(text)?.[1] ?? null;
  return { streetNumber: null, streetName: text, suburb: null, state: null, postcode };
}

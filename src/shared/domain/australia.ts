/** Australia's states and territories (spec §3), with the time zone their business dates follow. */
export const STATE_TIME_ZONES = {
  VIC: "Australia/Melbourne",
  NSW: "Australia/Sydney",
  QLD: "Australia/Brisbane",
  WA: "Australia/Perth",
  SA: "Australia/Adelaide",
  TAS: "Australia/Hobart",
  ACT: "Australia/Sydney",
  NT: "Australia/Darwin",
} as const;

export type AustralianState = keyof typeof STATE_TIME_ZONES;
export const AUSTRALIAN_STATES = Object.keys(STATE_TIME_ZONES) as AustralianState[];

/** "vic", " NSW " → the state's code; anything else → null. */
export function australianState(value: string | null | undefined): AustralianState | null {
  const code = value?.trim().toUpperCase() ?? "";
  return code in STATE_TIME_ZONES ? (code as AustralianState) : null;
}

export const AUSTRALIAN_PHONE_MESSAGE = "Please enter an Australian phone number, like 0412 345 678 or 02 9876 5432";

/**
 * An Australian phone number a courier can ring: a mobile (04…) or a landline with its area code
 * (02, 03, 07, 08), ten digits, or the same after +61 (the leading 0 dropped, or kept in brackets).
 * Spaces, dashes, dots and brackets are allowed between digits.
 */
export function isAustralianPhone(value: string): boolean {
  const compact = value.trim().replace(/[\s.()-]/g, "");
  const national = compact.replace(/^(?:\+61|0061)0?/, "0");
  return /^0[23478]\d{8}$/.test(national);
}

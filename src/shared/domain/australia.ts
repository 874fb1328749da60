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

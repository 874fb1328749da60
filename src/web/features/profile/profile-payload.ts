import { composeAddress } from "@shared/schemas/auth";
import { type customerProfileSchema, emailChangeNeedsPassword } from "@shared/schemas/user";
import type { z } from "zod";

export type ProfileFormInput = z.input<typeof customerProfileSchema>;
export type ProfileFormOutput = z.output<typeof customerProfileSchema>;

/** The PUT body: the profile plus its one-line address (and a null unit when none is given). */
export function toProfilePayload(values: ProfileFormOutput, savedEmail: string): ProfileFormOutput {
  const { address: _ignored, currentPassword, ...fields } = values;
  const withPassword = currentPassword && emailChangeNeedsPassword(savedEmail, fields.email) ? { currentPassword } : {};
  return { ...fields, aptUnitNumber: fields.aptUnitNumber || null, address: composeAddress(fields), ...withPassword };
}

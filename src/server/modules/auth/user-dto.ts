import { composeAddress, type User } from "../../../shared/schemas/auth";
import type { users } from "../../db/schema";

type UserRow = typeof users.$inferSelect;

/** The user as the API shows it: never the password hash. */
export function toUserDto(row: UserRow): User {
  const hasAddress = Boolean(row.streetName || row.suburb);
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    fullName: row.fullName,
    role: row.role,
    phone: row.phone,
    streetNumber: row.streetNumber,
    streetName: row.streetName,
    aptUnitNumber: row.aptUnitNumber,
    suburb: row.suburb,
    city: row.city,
    state: row.state,
    postcode: row.postcode,
    country: row.country,
    address: hasAddress ? composeAddress(row) : null,
    createdAt: row.createdAt.toISOString(),
  };
}

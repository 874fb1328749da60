import type { Role } from "@shared/schemas/auth";

/** Where the header's Account link leads: each role's own home. */
export function accountPath(role: Role): string {
  switch (role) {
    case "vendor":
      return "/for-vendors";
    case "admin":
      return "/admin/vendors";
    default:
      return "/account";
  }
}

/**
 * Where Logout leads: a vendor to the vendor sign-in (where the portal itself sends a signed-out
 * visitor, so the two never race), everyone else to the account page's sign-in.
 */
export function signedOutPath(role: Role): string {
  return role === "vendor" ? "/vendor-signin" : "/account";
}

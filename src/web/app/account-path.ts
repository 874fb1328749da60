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

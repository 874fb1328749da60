/** A vendor's standing with the shop, and the moves staff may make (one transition table). */
export const VENDOR_STATUSES = ["pending", "approved", "rejected", "suspended"] as const;
export type VendorStatus = (typeof VENDOR_STATUSES)[number];

export const VENDOR_DECISIONS = ["approve", "reject", "suspend"] as const;
export type VendorDecision = (typeof VENDOR_DECISIONS)[number];

const NEXT: Record<VendorDecision, { from: readonly VendorStatus[]; to: VendorStatus }> = {
  // A rejected applicant may be reconsidered; a suspended vendor may be reinstated.
  approve: { from: ["pending", "rejected", "suspended"], to: "approved" },
  reject: { from: ["pending"], to: "rejected" },
  suspend: { from: ["approved"], to: "suspended" },
};

/** The status a decision leads to, or null when it does not apply to the vendor's current status. */
export function vendorStatusAfter(current: VendorStatus, decision: VendorDecision): VendorStatus | null {
  const rule = NEXT[decision];
  return rule.from.includes(current) ? rule.to : null;
}

/** Pending and approved vendors may prepare gift boxes; rejected and suspended ones see a read-only portal. */
export function canEditCatalogue(status: VendorStatus): boolean {
  return status === "pending" || status === "approved";
}

export const VENDOR_STATUS_LABELS: Record<VendorStatus, string> = {
  pending: "Pending review",
  approved: "Approved",
  rejected: "Not approved",
  suspended: "Suspended",
};

export const VENDOR_READ_ONLY_MESSAGE =
  "Your vendor account is not active, so your portal is read-only. Contact vendor support if you have questions.";

/** A rejected applicant may re-apply from its own account (PRODUCT.md "Vendors' orders and payouts"). */
export function canReapply(status: VendorStatus): boolean {
  return status === "rejected";
}

export const REAPPLY_REFUSED = "Only an application that was not approved can be sent again.";
export const REAPPLIED_NOTE = "Re-applied from the vendor portal";

import { canEditCatalogue, VENDOR_READ_ONLY_MESSAGE, type VendorStatus } from "@shared/domain/vendor-status";

/** The portal's tabs, in order; their labels are the spec's. */
export const PORTAL_TABS = [
  { value: "overview", label: "Overview" },
  { value: "gift-boxes", label: "Gift Boxes" },
  { value: "my-orders", label: "My Orders" },
  { value: "nearby-orders", label: "Nearby Orders" },
  { value: "analytics", label: "Analytics" },
] as const;
export type PortalTab = (typeof PORTAL_TABS)[number]["value"];

export function isPortalTab(value: string): value is PortalTab {
  return PORTAL_TABS.some((tab) => tab.value === value);
}

/** The Overview's sections the scroll links lead to (spec §2: New Orders, Order History, Payments, Business Info). */
export const OVERVIEW_SECTIONS = [
  { id: "new-orders", label: "New Orders" },
  { id: "order-history", label: "Order History" },
  { id: "payments", label: "Payments" },
  { id: "business-info", label: "Business Info" },
] as const;
export type OverviewSectionId = (typeof OVERVIEW_SECTIONS)[number]["id"];

export function isOverviewSection(id: string): id is OverviewSectionId {
  return OVERVIEW_SECTIONS.some((section) => section.id === id);
}

export const CATEGORIES_LOCKED_NOTE = "Contact us to change the categories you fulfil.";

export interface PortalAccess {
  /** Rejected and suspended vendors see everything but change nothing. */
  readOnly: boolean;
  canManageGiftBoxes: boolean;
  canEditBusinessInfo: boolean;
  /** Only before approval: an approved vendor's categories decide routing, so staff change them. */
  canEditCategories: boolean;
  /** Why the portal is read-only (the server's own words), or null. */
  readOnlyReason: string | null;
}

/** What a vendor in this status may do in the portal (the server refuses the rest anyway). */
export function portalAccess(status: VendorStatus): PortalAccess {
  const editable = canEditCatalogue(status);
  return {
    readOnly: !editable,
    canManageGiftBoxes: editable,
    canEditBusinessInfo: editable,
    canEditCategories: status === "pending",
    readOnlyReason: editable ? null : VENDOR_READ_ONLY_MESSAGE,
  };
}

export interface StatusNotice {
  tone: "info" | "success" | "warning" | "danger";
  title: string;
  body: string;
  /** Staff's reason for a rejection or suspension. */
  reason: string | null;
}

/** The alert at the top of the portal for each status. */
export function statusNotice(status: VendorStatus, businessName: string, statusReason: string | null): StatusNotice {
  const reason = statusReason?.trim() || null;
  switch (status) {
    case "pending":
      return {
        tone: "info",
        title: "Your application is being reviewed",
        body: "You can set up your gift boxes now. Customers won't see them, and no orders will come your way, until our team approves your account. We'll e-mail you as soon as we've decided.",
        reason: null,
      };
    case "approved":
      return {
        tone: "success",
        title: `Welcome, ${businessName}`,
        body: "Your account is approved. Active gift boxes are on sale, and deliveries near you are routed to you.",
        reason: null,
      };
    case "rejected":
      return {
        tone: "danger",
        title: "Your application was not approved",
        body: "Your portal is read-only for now. When you have made the changes our team asked for, re-apply below: your application goes back for review, and you can update your details and gift boxes while it waits.",
        reason,
      };
    case "suspended":
      return {
        tone: "warning",
        title: "Your vendor account is suspended",
        body: "Your gift boxes are hidden from customers and no new orders are routed to you. Your portal is read-only until the suspension is lifted; contact vendor support if you have questions.",
        reason,
      };
  }
}

/** The Overview's words when there are no orders yet. */
export function noOrdersText(status: VendorStatus): string {
  switch (status) {
    case "approved":
      return "No orders yet — deliveries near you will appear here as customers subscribe.";
    case "suspended":
      return "No orders are routed to you while your account is suspended.";
    case "rejected":
      return "Orders are only routed to approved vendors.";
    default:
      return "No orders yet — once you're approved, deliveries near you will appear here";
  }
}

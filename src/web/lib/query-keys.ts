/**
 * The first part of every query key: one name per API resource. Each endpoint's file builds its own
 * keys from these, and a change refreshes every read of a resource
 * (`invalidateQueries({ queryKey: [QUERY_ROOTS.subscriptions] })`) without knowing which feature's
 * file made the read.
 */
export const QUERY_ROOTS = {
  session: "/api/auth/session",
  giftBoxes: "/api/gift-boxes",
  recipients: "/api/recipient-profiles",
  subscriptions: "/api/subscriptions",
  billing: "/api/billing",
  outbox: "/api/admin/outbox",
  adminVendors: "/api/admin/vendors",
  suppliers: "/api/suppliers",
  vendorOverview: "/api/vendor/overview",
  vendorOrders: "/api/vendor/orders",
  vendorAnalytics: "/api/vendor/analytics",
  nearbyOrders: "/api/vendor/nearby-orders",
  vendorPayments: "/api/vendor/payments",
  fulfilmentOrders: "/api/admin/fulfillment-orders",
  payoutStatements: "/api/admin/payout-statements",
  vendorPayoutStatements: "/api/vendor/payout-statements",
  vendorCapacity: "/api/vendor/capacity",
  vendorLoad: "/api/admin/vendor-load",
  customers: "/api/admin/customers",
  shopAnalytics: "/api/admin/analytics",
} as const;

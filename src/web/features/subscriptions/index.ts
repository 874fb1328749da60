/**
 * The subscriptions feature's public face besides its api/ files (docs/decisions/0009-web-boundaries.md):
 * the subscription list panel that the account and the dashboard both show, and the dashboard's
 * figures drawn from the same subscriptions.
 */
export { SubscriptionListPanel } from "./subscription-list-panel";
export { subscriptionStats } from "./subscription-list-rules";

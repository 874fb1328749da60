import { type ComponentType, lazy } from "react";
import { Route, Routes } from "react-router";
import { Layout } from "./layout";

/** A page module's `Component`, loaded when its route is first visited (each page is its own chunk). */
const page = (load: () => Promise<{ Component: ComponentType }>) =>
  lazy(() => load().then((m) => ({ default: m.Component })));

const HomePage = page(() => import("../features/content/home-page"));
const HowItWorksPage = page(() => import("../features/content/how-it-works-page"));
const BrowsePage = page(() => import("../features/catalogue/browse-page"));
const GiftBoxDetailPage = page(() => import("../features/catalogue/gift-box-detail-page"));
const AccountPage = page(() => import("../features/account/account-page"));
const ResetPasswordPage = page(() => import("../features/account/reset-password-page"));
const StoryPage = page(() => import("../features/content/story-page"));
const CustomerTermsPage = page(() => import("../features/content/customer-terms-page"));
const PrivacyPolicyPage = page(() => import("../features/content/privacy-policy-page"));
const TermsPage = page(() => import("../features/content/terms-page"));
const VendorTermsPage = page(() => import("../features/content/vendor-terms-page"));
const VendorSupportPage = page(() => import("../features/content/vendor-support-page"));
const VendorResourcesPage = page(() => import("../features/content/vendor-resources-page"));
const VendorApplicationPage = page(() => import("../features/vendor-onboarding/vendor-application-page"));
const VendorApplicationConfirmationPage = page(
  () => import("../features/vendor-onboarding/vendor-application-confirmation-page"),
);
const VendorSignInPage = page(() => import("../features/vendor-onboarding/vendor-signin-page"));
const PreviewConfirmationPage = page(() => import("../features/content/preview-confirmation-page"));
const OutboxPage = page(() => import("../features/admin/outbox-page"));
const AdminVendorsPage = page(() => import("../features/admin/vendors-page"));
const AdminFulfilmentPage = page(() => import("../features/admin/fulfilment-page"));
const DataToolsPage = page(() => import("../features/data-tools/data-tools-page"));
const CustomerProfileSetupPage = page(() => import("../features/profile/customer-profile-setup-page"));
const RecipientSetupPage = page(() => import("../features/recipients/recipient-setup-page"));
const SubscriptionPage = page(() => import("../features/checkout/subscription-page"));
const CheckoutPage = page(() => import("../features/checkout/checkout-page"));
const ConfirmationPage = page(() => import("../features/checkout/confirmation-page"));
const DashboardPage = page(() => import("../features/dashboard/dashboard-page"));
const BillingPage = page(() => import("../features/subscriptions/billing-page"));
const NewsletterUnsubscribePage = page(() => import("../features/newsletter/unsubscribe-page"));
const VendorPortalPage = page(() => import("../features/vendor-portal/vendor-portal-page"));
const NotFoundPage = page(() => import("./not-found-page"));

/** The route table. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route path="/" element={<HomePage />} />
        <Route path="/how-it-works" element={<HowItWorksPage />} />
        <Route path="/gift-boxes" element={<BrowsePage />} />
        <Route path="/gift-box/:id" element={<GiftBoxDetailPage />} />
        <Route path="/account" element={<AccountPage />} />
        <Route path="/reset-password" element={<ResetPasswordPage />} />
        <Route path="/story" element={<StoryPage />} />
        <Route path="/rock-exact-copy" element={<StoryPage />} />
        <Route path="/customer-terms" element={<CustomerTermsPage />} />
        <Route path="/privacy-policy" element={<PrivacyPolicyPage />} />
        <Route path="/terms" element={<TermsPage />} />
        <Route path="/vendor-terms" element={<VendorTermsPage />} />
        <Route path="/vendor-support" element={<VendorSupportPage />} />
        <Route path="/vendor-resources" element={<VendorResourcesPage />} />
        <Route path="/vendor-application" element={<VendorApplicationPage />} />
        <Route path="/vendor-application-confirmation" element={<VendorApplicationConfirmationPage />} />
        <Route path="/vendor-signin" element={<VendorSignInPage />} />
        <Route path="/preview-confirmation" element={<PreviewConfirmationPage />} />
        <Route path="/admin/outbox" element={<OutboxPage />} />
        <Route path="/admin/vendors" element={<AdminVendorsPage />} />
        <Route path="/admin/fulfillment" element={<AdminFulfilmentPage />} />
        <Route path="/data-tools" element={<DataToolsPage />} />
        <Route path="/customer-profile-setup" element={<CustomerProfileSetupPage />} />
        <Route path="/recipient-setup" element={<RecipientSetupPage />} />
        <Route path="/subscription/:id" element={<SubscriptionPage />} />
        <Route path="/checkout" element={<CheckoutPage />} />
        <Route path="/confirmation" element={<ConfirmationPage />} />
        <Route path="/dashboard" element={<DashboardPage />} />
        <Route path="/billing/:id" element={<BillingPage />} />
        <Route path="/newsletter/unsubscribe" element={<NewsletterUnsubscribePage />} />
        <Route path="/for-vendors" element={<VendorPortalPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

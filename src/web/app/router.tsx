import { WEB_PAGES, type WebPageKey } from "@shared/web-pages";
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
const AdminVendorLoadPage = page(() => import("../features/admin/vendor-load-page"));
const AdminFulfilmentPage = page(() => import("../features/admin/fulfilment-page"));
const AdminPayoutsPage = page(() => import("../features/admin/payouts-page"));
const AdminCustomersPage = page(() => import("../features/admin/customers-page"));
const AdminCustomerPage = page(() => import("../features/admin/customer-page"));
const DataToolsPage = page(() => import("../features/data-tools/data-tools-page"));
const CustomerProfileSetupPage = page(() => import("../features/profile/customer-profile-setup-page"));
const RecipientSetupPage = page(() => import("../features/recipients/recipient-setup-page"));
const SubscriptionPage = page(() => import("../features/checkout/subscription-page"));
const CheckoutPage = page(() => import("../features/checkout/checkout-page"));
const ConfirmationPage = page(() => import("../features/checkout/confirmation-page"));
const DashboardPage = page(() => import("../features/dashboard/dashboard-page"));
const BillingPage = page(() => import("../features/subscriptions/billing-page"));
const DeliveriesPage = page(() => import("../features/subscriptions/deliveries-page"));
const NewsletterUnsubscribePage = page(() => import("../features/newsletter/unsubscribe-page"));
const VendorPortalPage = page(() => import("../features/vendor-portal/vendor-portal-page"));
const NotFoundPage = page(() => import("./not-found-page"));

/** Each page's screen: the paths themselves are the shared route table (src/shared/web-pages.ts). */
const SCREENS: Record<WebPageKey, ComponentType> = {
  home: HomePage,
  howItWorks: HowItWorksPage,
  browse: BrowsePage,
  giftBox: GiftBoxDetailPage,
  account: AccountPage,
  resetPassword: ResetPasswordPage,
  story: StoryPage,
  storyAlias: StoryPage,
  customerTerms: CustomerTermsPage,
  privacyPolicy: PrivacyPolicyPage,
  terms: TermsPage,
  vendorTerms: VendorTermsPage,
  vendorSupport: VendorSupportPage,
  vendorResources: VendorResourcesPage,
  vendorApplication: VendorApplicationPage,
  vendorApplicationConfirmation: VendorApplicationConfirmationPage,
  vendorSignIn: VendorSignInPage,
  previewConfirmation: PreviewConfirmationPage,
  adminOutbox: OutboxPage,
  adminVendors: AdminVendorsPage,
  adminVendorLoad: AdminVendorLoadPage,
  adminFulfilment: AdminFulfilmentPage,
  adminPayouts: AdminPayoutsPage,
  adminCustomers: AdminCustomersPage,
  adminCustomer: AdminCustomerPage,
  dataTools: DataToolsPage,
  customerProfileSetup: CustomerProfileSetupPage,
  recipientSetup: RecipientSetupPage,
  subscription: SubscriptionPage,
  subscriptionDeliveries: DeliveriesPage,
  checkout: CheckoutPage,
  confirmation: ConfirmationPage,
  dashboard: DashboardPage,
  billing: BillingPage,
  newsletterUnsubscribe: NewsletterUnsubscribePage,
  vendorPortal: VendorPortalPage,
};

/** The route table: every shared page path with its screen, and the not-found page for the rest. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {(Object.keys(WEB_PAGES) as WebPageKey[]).map((key) => {
          const Screen = SCREENS[key];
          return <Route key={key} path={WEB_PAGES[key].path} element={<Screen />} />;
        })}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

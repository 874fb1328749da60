import { fileURLToPath } from "node:url";
import fastifyCompress from "@fastify/compress";
import fastifyCookie from "@fastify/cookie";
import fastifyRateLimit from "@fastify/rate-limit";
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyLoggerOptions, type FastifyReply } from "fastify";
import { jsonSchemaTransform, validatorCompiler } from "fastify-type-provider-zod";
import type { Redis } from "ioredis";
import type Stripe from "stripe";
import type { AppContext } from "./context";
import type { Database } from "./db/client";
import { createBillingService } from "./flows/billing";
import { billingRoutes } from "./flows/billing.routes";
import { createCancellation } from "./flows/cancellation";
import { createPaymentConfirmation } from "./flows/confirm-payment";
import { createCustomerCare } from "./flows/customer-care";
import { customerCareRoutes } from "./flows/customer-care.routes";
import { createDailyJobs } from "./flows/daily-jobs";
import { createDeliveryControl } from "./flows/delivery-control";
import { deliveryControlRoutes } from "./flows/delivery-control.routes";
import { createPause } from "./flows/pause";
import { createRenewals } from "./flows/renewal";
import { createStaffRefunds } from "./flows/staff-refund";
import { createStripeEventHandler } from "./flows/stripe-webhook";
import { createSubscriptionForm } from "./flows/subscription-form";
import type { PaymentProvider } from "./integrations/payments/payment-provider";
import { testModeProvider } from "./integrations/payments/test-mode";
import { databaseStorage } from "./integrations/storage/database-storage";
import type { FileStorage } from "./integrations/storage/file-storage";
import { atMostEvery } from "./lib/at-most-every";
import { createBackgroundTasks } from "./lib/background-tasks";
import { type Clock, systemClock } from "./lib/clock";
import { errorKind } from "./lib/error-kind";
import { outboxRoutes } from "./modules/admin/outbox.routes";
import { createOutboxService } from "./modules/admin/outbox.service";
import { analyticsRoutes } from "./modules/analytics/analytics.routes";
import { createAnalytics } from "./modules/analytics/analytics.service";
import type { AuthRepository } from "./modules/auth/auth.repository";
import { authRoutes, sessionCookieSetter } from "./modules/auth/auth.routes";
import { createAuthService } from "./modules/auth/auth.service";
import { createPaymentDocuments } from "./modules/billing/payment-documents";
import { paymentDocumentRoutes } from "./modules/billing/payment-documents.routes";
import { catalogueRoutes } from "./modules/catalogue/catalogue.routes";
import { createCatalogueService } from "./modules/catalogue/catalogue.service";
import { catalogueSync } from "./modules/catalogue/catalogue-sync";
import { vendorGiftBoxRoutes } from "./modules/catalogue/vendor-gift-boxes.routes";
import { createVendorGiftBoxes } from "./modules/catalogue/vendor-gift-boxes.service";
import { checkoutRoutes } from "./modules/checkout/checkout.routes";
import { createCheckoutService } from "./modules/checkout/checkout.service";
import { contactRoutes } from "./modules/content/contact.routes";
import { createContactService } from "./modules/content/contact.service";
import { newsletterRoutes } from "./modules/content/newsletter.routes";
import { createNewsletterService } from "./modules/content/newsletter.service";
import { dataToolsRoutes } from "./modules/data-tools/data-tools.routes";
import { createDataTools, type DataToolsOptions } from "./modules/data-tools/data-tools.service";
import { createBuyerOrders } from "./modules/fulfilment/buyer-orders.service";
import { capacityRoutes } from "./modules/fulfilment/capacity.routes";
import { createCapacityService } from "./modules/fulfilment/capacity.service";
import { createDeliveryCoverage } from "./modules/fulfilment/delivery-coverage";
import { fulfilmentRoutes } from "./modules/fulfilment/fulfilment.routes";
import { deliveryLedger } from "./modules/fulfilment/ledger.service";
import { createLedgerPort } from "./modules/fulfilment/ledger-port";
import { createOrderGeneration } from "./modules/fulfilment/order-generation.service";
import { createOrderHandover } from "./modules/fulfilment/order-handover";
import { createOrderOffers } from "./modules/fulfilment/order-offers";
import { orderOfferRoutes } from "./modules/fulfilment/order-offers.routes";
import { createStaffOrders } from "./modules/fulfilment/staff-orders.service";
import { createVendorDelivery } from "./modules/fulfilment/vendor-delivery";
import { vendorDeliveryRoutes } from "./modules/fulfilment/vendor-delivery.routes";
import { createVendorOrders } from "./modules/fulfilment/vendor-orders.service";
import { healthRoutes } from "./modules/health/health.routes";
import { mediaRoutes } from "./modules/media/media.routes";
import { createMediaService } from "./modules/media/media.service";
import { createPaymentsService } from "./modules/payments/payments.service";
import { stripeWebhookRoutes } from "./modules/payments/stripe-webhook.routes";
import { manualPayoutTransfers, type PayoutTransfers } from "./modules/payouts/payout-transfers";
import { payoutRoutes } from "./modules/payouts/payouts.routes";
import { createPayoutsService } from "./modules/payouts/payouts.service";
import { recipientRoutes } from "./modules/recipients/recipients.routes";
import { createRecipientsService } from "./modules/recipients/recipients.service";
import type { StockPhotoProvider } from "./modules/stock-photos/providers/stock-photo-provider";
import { createStockPhotoLibrary } from "./modules/stock-photos/stock-photo-library";
import { stockPhotoRoutes } from "./modules/stock-photos/stock-photos.routes";
import { createStockPhotosService } from "./modules/stock-photos/stock-photos.service";
import { createPlanChanges } from "./modules/subscriptions/plan-change";
import { subscriptionRoutes } from "./modules/subscriptions/subscriptions.routes";
import { createSubscriptionsService } from "./modules/subscriptions/subscriptions.service";
import { adminUserRoutes } from "./modules/users/admin-users.routes";
import { createCustomerDirectory } from "./modules/users/customer-directory.service";
import { createStaffAccountEdits } from "./modules/users/staff-account-edits.service";
import { userRoutes } from "./modules/users/users.routes";
import { createUsersService } from "./modules/users/users.service";
import { adminVendorRoutes } from "./modules/vendors/admin-vendors.routes";
import { vendorCapacityRoutes } from "./modules/vendors/vendor-capacity.routes";
import { createVendorCapacityService } from "./modules/vendors/vendor-capacity.service";
import { createVendorPortalService } from "./modules/vendors/vendor-portal.service";
import { createVendorReviewService } from "./modules/vendors/vendor-review.service";
import { vendorRoutes } from "./modules/vendors/vendors.routes";
import { createVendorsService } from "./modules/vendors/vendors.service";
import { type DeclaredRoute, registerAccessControl, SESSION_COOKIE } from "./plugins/access";
import { registerApiCacheControl } from "./plugins/api-cache-control";
import { type AttemptStore, memoryAttemptStore } from "./plugins/attempt-store";
import { registerCrossSiteCheck } from "./plugins/cross-site";
import { registerErrorHandler, registerInputParsing } from "./plugins/error-handler";
import { type HttpTimeouts, httpTimeoutOptions } from "./plugins/http-timeouts";
import { createLoginFailureGuard, scaledLoginFailures } from "./plugins/login-failures";
import { createRateLimits } from "./plugins/rate-limits";
import { redisAttemptStore } from "./plugins/redis-attempt-store";
import { responseSerializerCompiler } from "./plugins/response-serializer";
import { registerSecurityHeaders } from "./plugins/security-headers";
import { type TrustProxySetting, trustProxyOption } from "./plugins/trust-proxy";
import { registerWebApp } from "./plugins/web-app";

export interface BuildAppOptions {
  database: Database;
  clock?: Clock;
  publicUrl?: string;
  staffEmail?: string;
  /** The shop's ABN, printed on receipts (which are tax invoices only with it). */
  shopAbn?: string | null;
  /** Multiplies every rate limit (tests raise it; 1 in production). */
  rateLimitScale?: number;
  secureCookies?: boolean;
  /** Log level; omitted means no logging (tests), unless a log stream is given (then "info"). */
  logLevel?: string;
  /** Where log lines go (stdout unless given; tests capture them). */
  logStream?: { write(line: string): void };
  /** Folder of the built web app; omitted in API tests. */
  webDistDir?: string | null;
  /** Wakes the e-mail relay after a change that queued mail commits. */
  onEmailQueued?: () => void;
  /** Which proxies' X-Forwarded-* headers to believe (TRUST_PROXY); nothing unless given. */
  trustProxy?: TrustProxySetting;
  /** The counters of failed sign-ins; in memory unless given (a shared store for several instances). */
  loginAttemptStore?: AttemptStore;
  /** Redis shared by several instances (REDIS_URL): rate limits and sign-in failures are counted there. */
  redis?: Redis;
  /** The auth module's repository; tests pass one that holds a lookup open. */
  authRepository?: AuthRepository;
  /** The payment provider; test mode unless given. */
  payments?: PaymentProvider;
  /** Stripe's client and webhook secret, when Stripe is configured. */
  stripeWebhooks?: { stripe: Stripe; webhookSecret: string };
  /** Where uploaded images are kept; the database unless given (main.ts picks disk without DATABASE_URL). */
  storage?: FileStorage;
  /** The staff data tools' outside world: tests pass stub servers and a test-only scrape network. */
  dataTools?: DataToolsOptions;
  /** Stock photo providers to search, in order (main.ts: those with keys set); the shop's library when none. */
  stockPhotoProviders?: StockPhotoProvider[];
  /** How approved payout statements are paid; staff's manual record unless given (Stripe Connect later). */
  payoutTransfers?: PayoutTransfers;
  /** How long a client may take (HTTP_TIMEOUTS unless given; tests shorten them). */
  httpTimeouts?: Partial<HttpTimeouts>;
}

export const DEFAULT_WEB_DIST = fileURLToPath(new URL("../../dist/web", import.meta.url));

/**
 * Request logs carry method, path and id only: no query strings (reset tokens), no bodies, no
 * cookies. An error logged as `err` anywhere keeps only its kind (PRODUCT.md "Privacy").
 */
const logSerializers = {
  req: (req: { method: string; url: string; id: string }) => ({
    id: req.id,
    method: req.method,
    path: req.url.split("?")[0],
  }),
  // Fastify's typing expects pino's full error shape (message, stack): dropping them is the point.
  err: errorKind as unknown as NonNullable<NonNullable<FastifyLoggerOptions["serializers"]>["err"]>,
};

export async function buildApp(options: BuildAppOptions) {
  const logLevel = options.logLevel ?? (options.logStream ? "info" : undefined);
  const app = Fastify({
    // "silent" means no logger at all: a silenced one still builds a child logger per request.
    logger:
      logLevel && logLevel !== "silent"
        ? { level: logLevel, serializers: logSerializers, ...(options.logStream ? { stream: options.logStream } : {}) }
        : false,
    bodyLimit: 1_048_576,
    ...httpTimeoutOptions(options.httpTimeouts),
    trustProxy: trustProxyOption(options.trustProxy),
    routerOptions: { maxParamLength: 200 },
    // On close (SIGTERM): kept-alive connections with no request under way are closed at once, so
    // they cannot hold the process; a request arriving on a busy one while draining is still served
    // (with "Connection: close") rather than refused, and /api/health answers 503 (health.routes.ts).
    forceCloseConnections: "idle",
    return503OnClosing: false,
    genReqId: () => crypto.randomUUID(),
    // Malformed URLs (bad percent-encoding, over-long parameters) answer in the one error shape.
    frameworkErrors: (error, _request, reply) =>
      (reply as unknown as FastifyReply)
        .status(400)
        .header("x-content-type-options", "nosniff")
        .send({
          code: "VALIDATION",
          message: error.code === "FST_ERR_MAX_PARAM_LENGTH" ? "The address is too long." : "The address is not valid.",
        }),
  }).withTypeProvider();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);

  const ctx: AppContext = {
    database: options.database,
    db: options.database.db,
    clock: options.clock ?? systemClock,
    publicUrl: options.publicUrl ?? "http://localhost:3000",
    staffEmail: options.staffEmail ?? "hello@forgetmenot.com.au",
    shopAbn: options.shopAbn ?? null,
    emailQueued: options.onEmailQueued ?? (() => {}),
  };
  const background = createBackgroundTasks(app.log);
  const auth = createAuthService(ctx, { background, repository: options.authRepository });
  const catalogue = createCatalogueService(ctx);
  // The database's connection troubles go to the app's log, by kind only.
  options.database.setLog(app.log);
  // While the database is away the listener retries every few seconds: one warning a minute is enough.
  // Which postcodes vendors cover is kept between requests: a vendor change drops it with the catalogue.
  const deliveryCoverage = createDeliveryCoverage();
  catalogue.onChange(deliveryCoverage.invalidate);
  const sync = await catalogueSync(
    options.database,
    catalogue.dropSnapshot,
    atMostEvery(60_000, (error: unknown) => app.log.warn({ ...errorKind(error) }, "catalogue change notice failed")),
  );
  catalogue.connectSync(sync);
  app.addHook("onClose", () => sync.close());
  const contact = createContactService(ctx);
  const newsletter = createNewsletterService(ctx);
  const stockPhotos = createStockPhotosService(catalogue, createStockPhotoLibrary(), options.stockPhotoProviders);
  const paymentProvider = options.payments ?? testModeProvider();
  // Modules first: each owns its tables and imports no other module; what one needs of another is a
  // port handed in here (ADR 0020).
  const ledgerPort = createLedgerPort(ctx);
  const subscriptions = createSubscriptionsService(ctx, paymentProvider, deliveryCoverage, ledgerPort);
  const plans = createPlanChanges(ctx, catalogue, subscriptions);
  const recipients = createRecipientsService(ctx, plans, subscriptions, paymentProvider);
  const payments = createPaymentsService(ctx);
  const checkout = createCheckoutService(ctx, {
    provider: paymentProvider,
    plans,
    subscriptions,
    recipients,
  });
  const staffAccountEdits = createStaffAccountEdits(ctx, auth);
  const users = createUsersService(ctx, auth, staffAccountEdits);
  const paymentDocuments = createPaymentDocuments(ctx);
  const outbox = createOutboxService(ctx);
  const vendors = createVendorsService(ctx, auth, catalogue);
  const vendorPortal = createVendorPortalService(ctx, vendors);
  const vendorReview = createVendorReviewService(ctx, auth, catalogue, createOrderHandover(ctx));
  const media = createMediaService(ctx, options.storage ?? databaseStorage(options.database.db));
  // A gift box's photo must be one of the vendor's own uploads.
  const vendorBoxes = createVendorGiftBoxes(ctx, { catalogue, vendors, images: media });
  const fulfilment = createOrderGeneration(ctx);
  const staffOrders = createStaffOrders(ctx, { subscriptions });
  const vendorOrders = createVendorOrders(ctx, { vendors, media });
  const buyerOrders = createBuyerOrders(ctx, { media });
  const orderOffers = createOrderOffers(ctx, { vendors });
  const vendorDelivery = createVendorDelivery(ctx, { subscriptions, vendors, media });
  const dataTools = createDataTools(options.database, ctx.clock, options.dataTools);
  const payouts = createPayoutsService(ctx, {
    suppliers: vendors,
    transfers: options.payoutTransfers ?? manualPayoutTransfers,
  });
  // Then flows: the operations that span several modules, the only code that calls more than one
  // module's service (ADR 0018, ADR 0020). The Stripe webhook, when configured, is wired with its route.
  const confirmations = createPaymentConfirmation(ctx, {
    checkout,
    payments,
    subscriptions,
    recipients,
    ledger: deliveryLedger,
    coverage: deliveryCoverage,
  });
  const cancellation = createCancellation(ctx, {
    subscriptions,
    ledger: ledgerPort,
    payments,
    provider: paymentProvider,
  });
  const pause = createPause(ctx, { subscriptions, ledger: ledgerPort, provider: paymentProvider });
  const renewals = createRenewals(ctx, { payments, subscriptions, ledger: deliveryLedger, cancellation });
  const dailyJobs = createDailyJobs(ctx, subscriptions, renewals, deliveryCoverage);
  const deliveryControl = createDeliveryControl(ctx, { subscriptions, ledger: ledgerPort, provider: paymentProvider });
  const subscriptionForm = createSubscriptionForm(ctx, catalogue, recipients, subscriptions);
  const billing = createBillingService(ctx, paymentProvider, subscriptions, payments);
  const customerCare = createCustomerCare(ctx, {
    directory: createCustomerDirectory(ctx),
    subscriptions,
    ledger: ledgerPort,
    payments,
  });
  const staffRefunds = createStaffRefunds(ctx, { ledger: ledgerPort, payments, provider: paymentProvider });
  const declaredRoutes: DeclaredRoute[] = [];

  registerErrorHandler(app);
  registerInputParsing(app);
  // Work started by a request (the reset e-mail) finishes before the database closes.
  app.addHook("onClose", () => background.idle());
  await app.register(fastifyCookie);
  // Stripe's Payment Element loads from Stripe's own origins; only allowed when Stripe is in use.
  const stripeOrigins = paymentProvider.name === "stripe";
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", "data:", "blob:", ...(stripeOrigins ? ["https://*.stripe.com"] : [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'", ...(stripeOrigins ? ["https://js.stripe.com"] : [])],
        connectSrc: ["'self'", ...(stripeOrigins ? ["https://api.stripe.com"] : [])],
        frameSrc: stripeOrigins ? ["https://js.stripe.com", "https://hooks.stripe.com"] : ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  registerApiCacheControl(app);
  // Before the rest runs: another site's request is refused before a session is even looked up.
  registerCrossSiteCheck(app, ctx.publicUrl);
  await app.register(fastifyCompress, { threshold: 1024 });
  // With Redis, every instance counts against the same limits; an outage lets requests through (ADR 0008).
  await app.register(fastifyRateLimit, {
    global: false,
    ...(options.redis && { redis: options.redis, nameSpace: "rate-limit:", skipOnError: true }),
  });
  await app.register(fastifySwagger, {
    openapi: { info: { title: "Forget Me Not API", version: "0.1.0" } },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: "/api/docs" });
  registerAccessControl(app, auth, declaredRoutes);
  const scale = options.rateLimitScale ?? 1;
  const limits = createRateLimits(app, scale);
  const loginFailures = createLoginFailureGuard(
    options.loginAttemptStore ??
      (options.redis
        ? redisAttemptStore(
            options.redis,
            atMostEvery(60_000, (error: unknown) => app.log.warn({ ...errorKind(error) }, "shared store unavailable")),
          )
        : memoryAttemptStore(() => ctx.clock.now().getTime())),
    scaledLoginFailures(scale),
  );

  await app.register(healthRoutes(options.database));
  await app.register(authRoutes(auth, { limits, loginFailures, secureCookies: options.secureCookies }));
  await app.register(
    catalogueRoutes(catalogue, {
      vendorBoxes,
      sessionUser: (request) => auth.userForSession(request.cookies[SESSION_COOKIE]),
      publicUrl: ctx.publicUrl,
    }),
  );
  await app.register(vendorGiftBoxRoutes(vendorBoxes));
  await app.register(
    vendorRoutes(vendors, vendorPortal, {
      limits,
      loginFailures,
      setSessionCookie: sessionCookieSetter(options.secureCookies),
    }),
  );
  await app.register(adminVendorRoutes(vendorReview));
  await app.register(mediaRoutes(media, { rateLimitScale: scale }));
  await app.register(contactRoutes(contact, limits));
  await app.register(newsletterRoutes(newsletter, limits));
  await app.register(stockPhotoRoutes(stockPhotos, { rateLimitScale: scale }));
  await app.register(outboxRoutes(outbox));
  await app.register(userRoutes(users, limits));
  await app.register(adminUserRoutes(staffAccountEdits));
  await app.register(recipientRoutes(recipients));
  await app.register(subscriptionRoutes(subscriptions, { form: subscriptionForm, pause, cancellation }));
  await app.register(checkoutRoutes(checkout, confirmations));
  await app.register(billingRoutes(billing));
  await app.register(paymentDocumentRoutes(paymentDocuments));
  await app.register(
    fulfilmentRoutes({ staff: staffOrders, vendor: vendorOrders, buyer: buyerOrders, generation: fulfilment }),
  );
  await app.register(orderOfferRoutes(orderOffers));
  await app.register(vendorDeliveryRoutes(vendorDelivery));
  await app.register(capacityRoutes(createCapacityService(ctx)));
  await app.register(vendorCapacityRoutes(createVendorCapacityService(ctx)));
  await app.register(deliveryControlRoutes(deliveryControl, cancellation));
  await app.register(payoutRoutes(payouts, ctx.clock));
  await app.register(customerCareRoutes(customerCare, staffRefunds));
  await app.register(analyticsRoutes(createAnalytics(ctx)));
  await app.register(dataToolsRoutes(dataTools, { rateLimitScale: scale }));
  if (options.stripeWebhooks) {
    const { stripe, webhookSecret } = options.stripeWebhooks;
    const handle = createStripeEventHandler({
      stripe,
      confirmations,
      checkout,
      payments,
      subscriptions,
      renewals,
      cancellation,
    });
    await app.register(stripeWebhookRoutes({ stripe, webhookSecret, handle }));
  }

  if (options.webDistDir !== null) await registerWebApp(app, options.webDistDir ?? DEFAULT_WEB_DIST);
  else app.setNotFoundHandler((_request, reply) => reply.status(404).send({ code: "NOT_FOUND", message: "Not found" }));

  await app.ready();
  return Object.assign(app, {
    services: {
      auth,
      catalogue,
      contact,
      recipients,
      subscriptions,
      checkout,
      confirmations,
      payments,
      dailyJobs,
      deliveryControl,
      cancellation,
      paymentProvider,
      vendors,
      vendorReview,
      media,
      fulfilment,
      orderOffers,
      dataTools,
      payouts,
    },
    declaredRoutes,
    ctx,
    /** Work requests started without waiting (tests await `background.idle()`). */
    background,
  });
}

export type App = Awaited<ReturnType<typeof buildApp>>;

import { resolve } from "node:path";
import { buildApp } from "./app";
import { appOptionsFromConfig } from "./app-options";
import { listenUrl, loadConfig, publicUrlOf } from "./config";
import { databaseOutage } from "./db/availability";
import { openDatabase } from "./db/client";
import { runMigrations } from "./db/migrate";
import { seedCatalogue } from "./db/seed/catalogue-seed";
import { smtpTransport } from "./integrations/email/mail-transport";
import { relayOutbox } from "./integrations/email/outbox";
import { stripeClient, stripeProvider } from "./integrations/payments/stripe";
import { redisClient } from "./integrations/redis/redis-client";
import { fileStorageFor } from "./integrations/storage/select-storage";
import { type Job, startScheduler } from "./jobs/scheduler";
import { atMostEvery } from "./lib/at-most-every";
import { databaseErrorCode, errorKind } from "./lib/error-kind";
import { StartupProblem } from "./lib/startup-problem";
import { ensureWritableDataDir } from "./lib/writable-folder";
import { fulfilmentGenerationJob } from "./modules/fulfilment/fulfilment-job";
import { orderOffersJob } from "./modules/fulfilment/order-offers-job";
import { stockPhotoProvidersFromConfig } from "./modules/stock-photos/providers/providers-from-config";

/** Process entry: config, database (migrated, catalogue loaded), admin, server, jobs, shutdown. */
async function main() {
  const config = loadConfig();
  // Without DATABASE_URL the embedded database and the uploads live under DATA_DIR.
  if (!config.DATABASE_URL) ensureWritableDataDir(config.DATA_DIR, ["pglite", "uploads"]);
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: resolve(config.DATA_DIR, "pglite"),
    timeouts: { connectMs: config.DATABASE_CONNECT_TIMEOUT_MS, statementMs: config.DATABASE_STATEMENT_TIMEOUT_MS },
  });
  await runMigrations(database);
  await seedCatalogue(database.db);

  const jobs: Job[] = [];
  if (config.SMTP_URL) {
    const transport = smtpTransport(config.SMTP_URL, config.MAIL_FROM);
    jobs.push({
      name: "outbox-relay",
      pattern: "*/15 * * * * *",
      run: () => relayOutbox(database.db, transport),
    });
  }
  let scheduler: ReturnType<typeof startScheduler> | undefined;
  const stripeSettings =
    config.STRIPE_SECRET_KEY && config.STRIPE_PUBLISHABLE_KEY
      ? {
          secretKey: config.STRIPE_SECRET_KEY,
          publishableKey: config.STRIPE_PUBLISHABLE_KEY,
          webhookSecret: config.STRIPE_WEBHOOK_SECRET ?? null,
        }
      : null;

  const publicUrl = publicUrlOf(config);
  // Logged by kind only, and at most once a minute: a Redis that is down fails every reconnection.
  const redis = config.REDIS_URL
    ? redisClient(
        config.REDIS_URL,
        atMostEvery(60_000, (error: unknown) =>
          console.warn(
            `Redis at REDIS_URL is unreachable (${errorKind(error).errorName}); rate limits let requests through`,
          ),
        ),
      )
    : undefined;
  const app = await buildApp({
    database,
    ...appOptionsFromConfig(config),
    redis,
    storage: fileStorageFor(config, database),
    stockPhotoProviders: stockPhotoProvidersFromConfig(config),
    onEmailQueued: () => scheduler?.trigger("outbox-relay"),
    payments: stripeSettings ? stripeProvider(stripeSettings) : undefined,
    stripeWebhooks: stripeSettings?.webhookSecret
      ? { stripe: stripeClient(stripeSettings), webhookSecret: stripeSettings.webhookSecret }
      : undefined,
  });
  // Pauses that ended resume and test-mode renewals are charged: hourly, and once at start.
  jobs.push({
    name: "subscriptions-daily",
    pattern: "0 7 * * * *",
    run: () => app.services.dailyJobs.run(),
  });
  // Orders for the next 14 days' deliveries, routed to vendors: each day (the first run of a day
  // orders its new deliveries), hourly so a pause resumed early gets its order back the same day, and at start.
  jobs.push(fulfilmentGenerationJob(app.services.fulfilment));
  // Offers not accepted by their deadline pass to the next vendor: every minute.
  jobs.push(orderOffersJob(app.services.orderOffers));
  await app.services.catalogue.list(); // warm the catalogue snapshot before the first request
  const admin = await app.services.auth.ensureAdmin(config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
  if (admin) {
    // Printed once, on the first start of a database without an admin.
    console.log(
      `\nCreated the first staff account: ${admin.email} / ${admin.password}\nKeep it safe: it is not shown again.\n`,
    );
  }
  // A failed job is logged by its kind only: its message may quote a query's values. While the
  // database is away, every job fails the same way until it is back: a warning, not an error.
  // Tests only: all jobs on one fast pattern, so several instances' ticks meet many times a minute.
  const every = config.JOBS_EVERY_SECONDS;
  const scheduled = every ? jobs.map((job) => ({ ...job, pattern: `*/${every} * * * * *` })) : jobs;
  scheduler = startScheduler(database, scheduled, (job, error) =>
    databaseOutage(error)
      ? app.log.warn({ ...errorKind(error), job }, "job skipped: database unavailable")
      : app.log.error({ ...errorKind(error), job }, "job failed"),
  );
  scheduler.trigger("subscriptions-daily");
  scheduler.trigger("fulfilment-generation");

  await app.listen({ port: config.PORT, host: config.HOST });
  console.log(
    `Forget Me Not is running at ${listenUrl(config)} (${database.kind}${redis ? ", rate limits shared through Redis" : ""}); links in e-mails use ${publicUrl}${config.PUBLIC_URL ? "" : " (set PUBLIC_URL to change)"}`,
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    const boundMs = config.SHUTDOWN_TIMEOUT_MS;
    console.log(`${signal}: stopping; finishing the requests and the job step under way (at most ${boundMs} ms)`);
    // Past the bound whatever still runs is cut: a stuck request must not hold a rolling restart.
    setTimeout(() => {
      console.error(
        `Forget Me Not did not stop within SHUTDOWN_TIMEOUT_MS (${boundMs} ms): exiting with requests or a job still running`,
      );
      process.exit(1);
    }, boundMs);
    // A request under way when the stop began is answered kept-alive; its connection, idle after that,
    // would hold the close until the keep-alive timeout: close such connections as they fall idle.
    const reaper = setInterval(() => app.server.closeIdleConnections(), 200);
    try {
      // app.close() stops listening at once, answers /api/health 503 on connections still open, closes
      // idle kept-alive ones, and resolves once the requests under way have been answered. Meanwhile no
      // job starts and the scheduler's stop() resolves once the running job step has finished.
      await Promise.all([app.close(), scheduler?.stop()]);
      clearInterval(reaper);
      await database.close();
      redis?.disconnect();
    } catch (error) {
      console.error(`Forget Me Not did not stop cleanly: ${describeFailure(error)}`);
      process.exit(1);
    }
    console.log("Forget Me Not stopped");
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
}

/**
 * What reaches the console about an error nobody handled. A database driver's error carries the
 * connection's user, host, port and database name (and Node prints every property of an uncaught
 * one), so database errors are named by kind only; the stack's frames stay, its message does not.
 */
function describeFailure(error: unknown): string {
  const { errorName, errorCode } = errorKind(error);
  const frames = error instanceof Error ? (error.stack ?? "").split("\n").filter((line) => /^\s+at /.test(line)) : [];
  const databaseError = databaseOutage(error) || databaseErrorCode(error) || String(errorCode ?? "").startsWith("E");
  const message = !databaseError && error instanceof Error ? `: ${error.message}` : "";
  return [`${errorName}${errorCode ? ` (${errorCode})` : ""}${message}`, ...frames].join("\n");
}

// A promise nobody awaited must not end a shop that is otherwise serving: log its kind, keep going.
process.on("unhandledRejection", (reason) => {
  console.error(`Unhandled rejection, ignored: ${describeFailure(reason)}`);
});
// An exception nobody caught leaves the process in an unknown state: say what it was, then exit.
process.on("uncaughtException", (error) => {
  console.error(`Uncaught exception, exiting: ${describeFailure(error)}`);
  process.exit(1);
});

main().catch((error) => {
  // A problem the operator fixes (a folder's permissions) is one line; anything else carries its frames.
  const description = error instanceof StartupProblem ? error.message : describeFailure(error);
  console.error(`Forget Me Not could not start: ${description}`);
  process.exit(1);
});

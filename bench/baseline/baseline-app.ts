// A bare Fastify server (no app plugins) answering the two measured routes with the raw driver.
// It batches where the app batches, with the app's policy: session lookups, and confirmations
// (group commit). A one-transaction-per-request route without any batching shows what that buys, and
// one that writes no ledger deliveries what the ledger costs.
import Fastify, { type FastifyReply, type FastifyRequest } from "fastify";
import {
  type Confirmation,
  confirmCheckout,
  confirmCheckouts,
  listSubscriptions,
  type SessionUser,
  sessionTokenHash,
  sessionUser,
  sessionUsers,
} from "./baseline-sql";
import { batchWhileBusy } from "./batch-while-busy";
import type { RawDriver } from "./raw-driver";

const CUSTOMER_ROLES = new Set(["customer", "admin"]);
/** Where the unbatched variant of the confirmation route is mounted. */
export const UNBATCHED_PREFIX = "/unbatched";
/** Where the variant that writes no ledger deliveries is mounted (what the ledger costs the baseline). */
export const NO_LEDGER_PREFIX = "/no-ledger";

type ConfirmRequest = FastifyRequest<{ Params: { id: string }; Body: { cardNumber?: unknown } | null }>;

export function baselineApp(db: RawDriver, fixtures: unknown) {
  const app = Fastify();
  const lookUpSessions = batchWhileBusy((hashes: string[]) => sessionUsers(db, hashes));
  const confirmInBatches = batchWhileBusy((batch: Confirmation[]) =>
    db.transaction((tx) => confirmCheckouts(tx, batch)),
  );

  const confirmWithoutLedger = batchWhileBusy((batch: Confirmation[]) =>
    db.transaction((tx) => confirmCheckouts(tx, batch, { ledger: false })),
  );

  async function batchedSessionUser(cookie: string | undefined) {
    const hash = sessionTokenHash(cookie);
    return hash ? lookUpSessions(hash) : null;
  }
  const customer = (user: SessionUser | null) => (user && CUSTOMER_ROLES.has(user.role) ? user : null);

  app.get("/fixtures", async () => fixtures);

  app.get("/api/subscriptions", async (request, reply) => {
    const user = customer(await batchedSessionUser(request.headers.cookie));
    if (!user) return reply.code(401).send({ code: "UNAUTHENTICATED" });
    return listSubscriptions(db, user.id);
  });

  const confirmRoute =
    (
      findUser: (cookie: string | undefined) => Promise<SessionUser | null>,
      confirm: (c: Confirmation) => Promise<unknown>,
    ) =>
    async (request: ConfirmRequest, reply: FastifyReply) => {
      const user = customer(await findUser(request.headers.cookie));
      if (!user) return reply.code(401).send({ code: "UNAUTHENTICATED" });
      const checkoutId = Number(request.params.id);
      // The test card, checked as little as a hand-written server would: 12-19 digits.
      const digits = String(request.body?.cardNumber ?? "").replace(/\s/g, "");
      if (!Number.isSafeInteger(checkoutId) || !/^\d{12,19}$/.test(digits))
        return reply.code(400).send({ code: "VALIDATION" });
      const result = await confirm({
        checkoutId,
        payerId: user.id,
        paymentMethodLabel: `Visa •••• ${digits.slice(-4)}`,
      });
      return result ?? reply.code(404).send({ code: "NOT_FOUND" });
    };
  app.post("/api/checkout/:id/test-payment", confirmRoute(batchedSessionUser, confirmInBatches));
  app.post(`${NO_LEDGER_PREFIX}/api/checkout/:id/test-payment`, confirmRoute(batchedSessionUser, confirmWithoutLedger));
  app.post(
    `${UNBATCHED_PREFIX}/api/checkout/:id/test-payment`,
    confirmRoute(
      (cookie) => sessionUser(db, cookie),
      (c) => confirmCheckout(db, c),
    ),
  );
  return app;
}

// A bare Fastify server (no app plugins) answering the two measured routes with the raw driver.
import Fastify, { type FastifyReply, type FastifyRequest } from "fastify";
import { type Confirmation, confirmCheckout, confirmCheckouts, listSubscriptions, sessionUser } from "./baseline-sql";
import { groupCommit } from "./group-commit";
import type { RawDriver } from "./raw-driver";

const CUSTOMER_ROLES = new Set(["customer", "admin"]);
/** Where the group-commit variant of the confirmation route is mounted. */
export const GROUP_COMMIT_PREFIX = "/group-commit";

export function baselineApp(db: RawDriver, fixtures: unknown) {
  const app = Fastify();
  const confirmInBatches = groupCommit((batch: Confirmation[]) => db.transaction((tx) => confirmCheckouts(tx, batch)));

  async function signedInCustomer(cookie: string | undefined) {
    const user = await sessionUser(db, cookie);
    return user && CUSTOMER_ROLES.has(user.role) ? user : null;
  }

  app.get("/fixtures", async () => fixtures);

  app.get("/api/subscriptions", async (request, reply) => {
    const user = await signedInCustomer(request.headers.cookie);
    if (!user) return reply.code(401).send({ code: "UNAUTHENTICATED" });
    return listSubscriptions(db, user.id);
  });

  type ConfirmRequest = FastifyRequest<{ Params: { id: string }; Body: { cardNumber?: unknown } | null }>;
  const confirmRoute = (confirm: (c: Confirmation) => Promise<unknown>) => async (request: ConfirmRequest, reply: FastifyReply) => {
    const user = await signedInCustomer(request.headers.cookie);
    if (!user) return reply.code(401).send({ code: "UNAUTHENTICATED" });
    const checkoutId = Number(request.params.id);
    // The test card, checked as little as a hand-written server would: 12-19 digits.
    const digits = String(request.body?.cardNumber ?? "").replace(/\s/g, "");
    if (!Number.isSafeInteger(checkoutId) || !/^\d{12,19}$/.test(digits)) return reply.code(400).send({ code: "VALIDATION" });
    const result = await confirm({ checkoutId, payerId: user.id, paymentMethodLabel: `Visa •••• ${digits.slice(-4)}` });
    return result ?? reply.code(404).send({ code: "NOT_FOUND" });
  };
  app.post("/api/checkout/:id/test-payment", confirmRoute((c) => confirmCheckout(db, c)));
  app.post(`${GROUP_COMMIT_PREFIX}/api/checkout/:id/test-payment`, confirmRoute(confirmInBatches));
  return app;
}

import { createServer, type IncomingMessage, type Server } from "node:http";

export interface StubRequest {
  method: string;
  path: string;
  body: URLSearchParams;
  idempotencyKey?: string;
  /** What the stub answered (a fault's status, or the normal one), and the body it sent with a 200. */
  status?: number;
  answer?: { id?: string };
}

/** A fault for the requests whose "METHOD /path" matches: answered late, or with an error status. */
export interface StubFault {
  match: RegExp;
  delayMs?: number;
  /** Answered with this status (Stripe's api_error body) instead of doing the work. */
  status?: number;
}

/**
 * A local server speaking the slice of Stripe's API the adapter uses, recording every request.
 * Ids are sequential so tests can predict them.
 */
export async function startStripeStub() {
  const requests: StubRequest[] = [];
  /** Stripe refuses a reused idempotency key whose parameters differ. */
  const keys = new Map<string, string>();
  let counter = 0;
  let fault: StubFault | null = null;
  const next = (prefix: string) => `${prefix}_${++counter}`;
  const readBody = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let data = "";
      req.on("data", (chunk) => (data += chunk));
      req.on("end", () => resolve(data));
    });

  const server: Server = createServer(async (req, res) => {
    const path = (req.url ?? "").split("?")[0]!;
    const body = new URLSearchParams(await readBody(req));
    const key = req.headers["idempotency-key"];
    const recorded: StubRequest = {
      method: req.method ?? "GET",
      path,
      body,
      idempotencyKey: typeof key === "string" ? key : undefined,
    };
    requests.push(recorded);
    const active = fault?.match.test(`${recorded.method} ${path}`) ? fault : null;
    if (active?.delayMs) await new Promise((resolve) => setTimeout(resolve, active.delayMs));
    if (active?.status) {
      recorded.status = active.status;
      res.writeHead(active.status, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { type: "api_error", message: "The stub is failing on purpose." } }));
      return;
    }
    if (typeof key === "string") {
      const signature = `${req.method} ${path} ${body.toString()}`;
      if (keys.has(key) && keys.get(key) !== signature) {
        res.writeHead(400, { "content-type": "application/json" });
        res.end(
          JSON.stringify({
            error: {
              type: "idempotency_error",
              message:
                "Keys for idempotent requests can only be used with the same parameters they were first used with.",
            },
          }),
        );
        return;
      }
      keys.set(key, signature);
    }
    const send = (status: number, json: object) => {
      recorded.status = status;
      recorded.answer = json;
      res.writeHead(status, { "content-type": "application/json", "request-id": next("req") });
      res.end(JSON.stringify(json));
    };
    if (req.method === "POST" && path === "/v1/customers")
      return send(200, { id: next("cus"), object: "customer", email: body.get("email") });
    if (req.method === "POST" && path === "/v1/prices")
      return send(200, { id: next("price"), object: "price", product: next("prod") });
    if (req.method === "POST" && path === "/v1/subscriptions") {
      const id = next("sub");
      return send(200, {
        id,
        object: "subscription",
        status: "incomplete",
        metadata: { checkoutId: body.get("metadata[checkoutId]") },
        latest_invoice: {
          id: next("in"),
          object: "invoice",
          confirmation_secret: { client_secret: `pi_${id}_secret_x`, type: "payment_intent" },
        },
      });
    }
    const subMatch = /^\/v1\/subscriptions\/([\w]+)$/.exec(path);
    if (subMatch && req.method === "DELETE")
      return send(200, { id: subMatch[1], object: "subscription", status: "canceled" });
    if (subMatch && req.method === "POST")
      return send(200, { id: subMatch[1], object: "subscription", status: "active" });
    if (req.method === "GET" && path === "/v1/invoice_payments") {
      const invoice = new URL(req.url ?? "", "http://stub").searchParams.get("invoice");
      return send(200, {
        object: "list",
        has_more: false,
        url: "/v1/invoice_payments",
        data: [
          {
            id: next("inpay"),
            object: "invoice_payment",
            invoice,
            payment: { type: "payment_intent", payment_intent: `pi_for_${invoice}` },
          },
        ],
      });
    }
    if (req.method === "POST" && path === "/v1/refunds")
      return send(200, {
        id: next("re"),
        object: "refund",
        amount: Number(body.get("amount")),
        payment_intent: body.get("payment_intent"),
        status: "succeeded",
      });
    if (req.method === "POST" && path === "/v1/billing_portal/sessions") {
      return send(200, {
        id: next("bps"),
        object: "billing_portal.session",
        url: `https://billing.stripe.test/p/${body.get("customer")}`,
      });
    }
    return send(404, {
      error: { type: "invalid_request_error", message: `Unrecognized request URL (${req.method}: ${path})` },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    port,
    requests,
    /** From now on, requests matching the fault are slowed or failed; null clears it. */
    setFault(next: StubFault | null) {
      fault = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

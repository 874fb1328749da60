import { GOOD_CARD, recipientPayload } from "../../../test/support/customer-journey";
import { newCustomer } from "../../../test/support/http";

/** One answer (or its absence) as a fault test sees it from outside the server. */
export interface Answer {
  step: string;
  /** null: no answer within the bound, or the connection failed. */
  status: number | null;
  ms: number;
  retryAfter: string | null;
  body: unknown;
  /** When it was asked (epoch ms). */
  at: number;
}

export interface CallOptions {
  cookie?: string;
  body?: unknown;
  /** The client address the app sees (with TRUST_PROXY=loopback), so per-IP limits do not mix buyers. */
  ip?: string;
  timeoutMs: number;
}

/** One HTTP request with a hard bound on the wait; never throws. */
export async function call(
  baseUrl: string,
  method: string,
  path: string,
  options: CallOptions,
): Promise<Answer & { cookie?: string }> {
  const begin = Date.now();
  const headers: Record<string, string> = {};
  if (options.cookie) headers.cookie = options.cookie;
  if (options.ip) headers["x-forwarded-for"] = options.ip;
  if (options.body !== undefined) headers["content-type"] = "application/json";
  try {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {}
    const session = response.headers.getSetCookie().find((c) => c.startsWith("fmn_session="));
    return {
      step: `${method} ${path}`,
      status: response.status,
      ms: Date.now() - begin,
      retryAfter: response.headers.get("retry-after"),
      body,
      at: begin,
      cookie: session?.split(";")[0],
    };
  } catch (error) {
    return {
      step: `${method} ${path}`,
      status: null,
      ms: Date.now() - begin,
      retryAfter: null,
      body: String((error as Error).name),
      at: begin,
    };
  }
}

/** What a buyer was told succeeded: each must be in the database afterwards. */
export interface Acknowledged {
  email?: string;
  recipientId?: number;
  checkoutId?: number;
  /** The paid subscription (the buyer's order), once the payment answered 200. */
  subscriptionId?: number;
}

/**
 * The buyer journey over HTTP (register, recipient, checkout, test-mode payment), stopping at the first
 * answer that is not a success, as a buyer would before trying again. Every answer is kept.
 */
export async function buyerJourney(
  baseUrl: string,
  ip: string,
  timeoutMs: number,
  answers: Answer[],
): Promise<Acknowledged> {
  const acknowledged: Acknowledged = {};
  const customer = newCustomer();
  const register = await call(baseUrl, "POST", "/api/auth/register", { body: customer, ip, timeoutMs });
  answers.push({ ...register, step: "register" });
  if (register.status !== 201 || !register.cookie) return acknowledged;
  acknowledged.email = customer.email;
  const cookie = register.cookie;
  const recipient = await call(baseUrl, "POST", "/api/recipient-profiles", {
    body: recipientPayload(),
    cookie,
    ip,
    timeoutMs,
  });
  answers.push({ ...recipient, step: "recipient" });
  if (recipient.status !== 201) return acknowledged;
  acknowledged.recipientId = (recipient.body as { id: number }).id;
  const checkout = await call(baseUrl, "POST", "/api/create-subscription-checkout", {
    body: { recipientId: acknowledged.recipientId, frequency: "monthly" },
    cookie,
    ip,
    timeoutMs,
  });
  answers.push({ ...checkout, step: "checkout" });
  if (checkout.status !== 200) return acknowledged;
  acknowledged.checkoutId = (checkout.body as { checkoutId: number }).checkoutId;
  const pay = await call(baseUrl, "POST", `/api/checkout/${acknowledged.checkoutId}/test-payment`, {
    body: GOOD_CARD,
    cookie,
    ip,
    timeoutMs,
  });
  answers.push({ ...pay, step: "pay" });
  if (pay.status === 200) acknowledged.subscriptionId = (pay.body as { subscriptionId: number }).subscriptionId;
  return acknowledged;
}

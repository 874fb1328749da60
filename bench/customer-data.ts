// Creates the data the customer-side benchmarks need, through the public API.
import { postMany } from "./post-many";

async function json(base: string, method: string, path: string, cookie: string | null, body?: unknown) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return { body: await response.json(), setCookie: response.headers.get("set-cookie") };
}

export async function registerCustomer(base: string) {
  const email = `bench.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const { setCookie } = await json(base, "POST", "/api/auth/register", null, {
    fullName: "Bench Buyer",
    email,
    password: "bench password 1",
    phone: "0412 345 678",
    streetNumber: "1",
    streetName: "Bench Street",
    suburb: "Carlton",
    city: "Melbourne",
    state: "VIC",
    postcode: "3053",
    country: "Australia",
  });
  return setCookie!.split(";")[0]!;
}

async function inBatches<T>(count: number, concurrency: number, make: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let start = 0; start < count; start += concurrency) {
    const batch = Array.from({ length: Math.min(concurrency, count - start) }, (_, k) => make(start + k));
    results.push(...(await Promise.all(batch)));
  }
  return results;
}

/** `count` open checkouts (one recipient each) ready to be confirmed. */
export async function openCheckouts(base: string, cookie: string, count: number): Promise<number[]> {
  return inBatches(count, 8, async (i) => {
    const recipient = await json(base, "POST", "/api/recipient-profiles", cookie, {
      fullName: `Recipient ${i}`,
      dateOfBirth: "1988-05-20",
      relationship: "friend",
      streetNumber: "2",
      streetName: "Lilly Pilly Way",
      suburb: "Brunswick",
      state: "VIC",
      postcode: "3056",
      phoneNumber: "0400 000 000",
      giftCategories: "in-bloom",
    });
    const checkout = await json(base, "POST", "/api/create-subscription-checkout", cookie, {
      recipientId: recipient.body.id,
      frequency: "monthly",
    });
    return checkout.body.checkoutId as number;
  });
}

export const TEST_CARD = JSON.stringify({
  method: "card",
  cardNumber: "4242424242424242",
  expiry: "12/34",
  cvc: "123",
});

/** Confirms each checkout (test card), `connections` at a time; answers confirmations per second. */
export function confirmCheckouts(
  base: string,
  cookie: string,
  ids: number[],
  connections = 20,
  prefix = "",
): Promise<number> {
  return postMany(
    base,
    ids.map((id) => `${prefix}/api/checkout/${id}/test-payment`),
    TEST_CARD,
    { cookie },
    connections,
  );
}

export interface BenchCustomers {
  /** A buyer with 12 live subscriptions, for the list route. */
  listBuyer: string;
  /** A buyer with `openCount` open checkouts, for the confirmations. */
  checkoutBuyer: string;
  openCheckoutIds: number[];
}

/** The benchmarks' data, made through the public API of the app at `base`. */
export async function prepareCustomers(base: string, openCount: number): Promise<BenchCustomers> {
  const listBuyer = await registerCustomer(base);
  await confirmCheckouts(base, listBuyer, await openCheckouts(base, listBuyer, 12));
  const checkoutBuyer = await registerCustomer(base);
  return { listBuyer, checkoutBuyer, openCheckoutIds: await openCheckouts(base, checkoutBuyer, openCount) };
}

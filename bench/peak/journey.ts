import { type Answer, Visitor } from "./client";

/**
 * The buyer journey's steps, in order (docs/api.md), each one API call. A subscription can be paused
 * only after its first delivery (subscription-status.ts), so pause and resume are the returning
 * buyer's: a buyer of this run whose first delivery staff confirmed before the phases (returning.ts).
 * Resume puts the subscription back, so the next journey can pause it again.
 */
export const STEPS = ["register", "recipient", "checkout", "pay", "list", "pause", "resume"] as const;
export type Step = (typeof STEPS)[number];

/** What one journey left: each step's latency, or the step that failed and why. */
export interface JourneyResult {
  phase: string;
  times: Partial<Record<Step, number>>;
  failedStep?: Step;
  failure?: string;
  /** Acknowledged payments (200 from test-payment): what must be in the database afterwards. */
  paid?: { checkoutId: number; subscriptionId: number };
  requests: number;
}

/** A signed-in buyer with a subscription past its first delivery. */
export interface ReturningBuyer {
  visitor: Visitor;
  subscriptionId: number;
}

/** Recipients' suburbs, all inside the bench vendors' service areas (Melbourne's inner north). */
const RECIPIENT_PLACES = [
  { suburb: "Fitzroy", postcode: "3065" },
  { suburb: "Melbourne", postcode: "3000" },
  { suburb: "Richmond", postcode: "3121" },
];

let journeysMade = 0;

export const registration = (n: number) => ({
  fullName: "Peak Buyer",
  email: `peak.${process.pid}.${n}.${Math.random().toString(36).slice(2, 8)}@example.com`,
  password: "peak password 1",
  phone: "0412 345 678",
  streetNumber: "1",
  streetName: "Bench Street",
  suburb: "Carlton",
  city: "Melbourne",
  state: "VIC",
  postcode: "3053",
  country: "Australia",
});

export function recipient(n: number) {
  const place = RECIPIENT_PLACES[n % RECIPIENT_PLACES.length]!;
  return {
    fullName: `Recipient ${n}`,
    dateOfBirth: "1988-05-20",
    relationship: "friend",
    streetNumber: "2",
    streetName: "Lilly Pilly Way",
    suburb: place.suburb,
    state: "VIC",
    postcode: place.postcode,
    phoneNumber: "0400 000 000",
    giftCategories: "in-bloom",
  };
}

export const TEST_CARD = {
  method: "card",
  cardNumber: "4242 4242 4242 4242",
  expiry: "12/34",
  cvc: "123",
  nameOnCard: "Peak Buyer",
};

/**
 * One buyer's visit through the API, from a fresh client address: register, add a recipient, open a
 * checkout, pay with the test card, list the subscriptions; then the returning buyer pauses and resumes
 * (without one, or with `lastStep`, the journey stops earlier).
 */
export async function buyerJourney(
  base: URL,
  phase: string,
  options: { returning?: ReturningBuyer; lastStep?: Step; thinkMs?: number } = {},
): Promise<JourneyResult> {
  const n = journeysMade++;
  const visitor = new Visitor(base);
  const returning = options.returning;
  const lastStep = options.lastStep ?? (returning ? "resume" : "list");
  const result: JourneyResult = { phase, times: {}, requests: 0 };
  const returningRequestsBefore = returning?.visitor.requests ?? 0;
  let recipientId = 0;
  let checkoutId = 0;
  let subscriptionId = 0;
  const steps: Record<Step, () => Promise<Answer>> = {
    register: () => visitor.request("POST", "/api/auth/register", registration(n)),
    recipient: () => visitor.request("POST", "/api/recipient-profiles", recipient(n)),
    checkout: () => visitor.request("POST", "/api/create-subscription-checkout", { recipientId, frequency: "monthly" }),
    pay: () => visitor.request("POST", `/api/checkout/${checkoutId}/test-payment`, TEST_CARD),
    list: () => visitor.request("GET", "/api/subscriptions"),
    pause: () =>
      returning!.visitor.request("PATCH", `/api/subscriptions/${returning!.subscriptionId}`, { status: "paused" }),
    resume: () =>
      returning!.visitor.request("PATCH", `/api/subscriptions/${returning!.subscriptionId}`, { status: "active" }),
  };
  try {
    for (const step of STEPS) {
      // A person reads and types between steps (PEAK_THINK_MS; 0: the next call as soon as one answers).
      if (options.thinkMs && step !== "register") await new Promise((r) => setTimeout(r, options.thinkMs));
      let answer: Answer;
      try {
        answer = await steps[step]();
      } catch (error) {
        result.failedStep = step;
        result.failure = `${step}: ${(error as Error).message}`;
        return result;
      }
      if (answer.status < 200 || answer.status > 299) {
        result.failedStep = step;
        result.failure = `${step}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`;
        return result;
      }
      result.times[step] = answer.ms;
      if (step === "recipient") recipientId = (answer.body as { id: number }).id;
      if (step === "checkout") {
        const session = answer.body as { checkoutId: number; subscriptionId: number };
        checkoutId = session.checkoutId;
        subscriptionId = session.subscriptionId;
      }
      if (step === "pay") result.paid = { checkoutId, subscriptionId };
      if (step === lastStep) break;
    }
    return result;
  } finally {
    result.requests = visitor.requests + (returning ? returning.visitor.requests - returningRequestsBefore : 0);
    visitor.close();
  }
}

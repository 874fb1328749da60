import { jpeg } from "../../src/server/modules/media/testing/image-fixtures";
import { multipartBody } from "../../src/server/modules/media/testing/multipart";
import { Visitor } from "./client";

/** What the vendors and staff did during the run: calls by kind, and the ones that failed. */
export interface ActorTally {
  calls: Record<string, number>;
  /** Answers that are a fault (5xx, no answer, or a 4xx nobody should get); expected conflicts are not. */
  failures: string[];
  conflicts: number;
  /** The first few 409 answers' messages (a lost claim race, a full day). */
  conflictMessages: Set<string>;
  claimed: number;
  accepted: number;
  dispatched: number;
  generated: number;
}

export const newTally = (): ActorTally => ({
  calls: {},
  failures: [],
  conflicts: 0,
  conflictMessages: new Set(),
  claimed: 0,
  accepted: 0,
  dispatched: 0,
  generated: 0,
});

export const STAFF = { email: "peak-staff@example.com", password: "peak staff password 1" };

async function track(tally: ActorTally, kind: string, call: Promise<{ status: number; body: unknown }>) {
  tally.calls[kind] = (tally.calls[kind] ?? 0) + 1;
  try {
    const answer = await call;
    if (answer.status === 409) {
      tally.conflicts++;
      if (tally.conflictMessages.size < 5)
        tally.conflictMessages.add(`${kind}: ${JSON.stringify(answer.body).slice(0, 160)}`);
    } else if (answer.status < 200 || answer.status > 299)
      tally.failures.push(`${kind}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
    return answer;
  } catch (error) {
    tally.failures.push(`${kind}: ${(error as Error).message}`);
    return null;
  }
}

export async function signInStaff(base: URL, account: { email: string; password: string } = STAFF): Promise<Visitor> {
  const staff = new Visitor(base);
  await staff.expect("POST", "/api/auth/login", account);
  return staff;
}

/** Today where the bench's recipients live (a dispatch date may not be after the delivery date). */
const melbourneToday = () => new Date().toLocaleDateString("en-CA", { timeZone: "Australia/Melbourne" });

export interface BenchVendor {
  visitor: Visitor;
  photoId: string;
}

/** Applies as a florist in Fitzroy covering the recipients' postcodes, is approved by staff, uploads a package photo. */
export async function makeVendor(base: URL, staff: Visitor, n: number): Promise<BenchVendor> {
  const visitor = new Visitor(base);
  const email = `peak.vendor.${process.pid}.${n}@example.com`;
  const password = "peak vendor password 1";
  const applied = await visitor.expect("POST", "/api/vendor/apply", {
    businessName: `Peak Florist ${n}`,
    contactName: "Rosa Bloom",
    email,
    phone: "0398 765 432",
    password,
    website: "",
    instagramHandle: "",
    tiktokHandle: "",
    businessAddress: `${n + 1} Smith Street`,
    suburb: "Fitzroy",
    state: "VIC",
    postcode: "3065",
    businessType: "florist",
    serviceArea: "3065, 3000, 3121",
    description: "Seasonal bouquets, delivered by bike.",
    agreeTerms: true,
  });
  const supplierId = (applied.body as { id: number }).id;
  await staff.expect("POST", `/api/admin/vendors/${supplierId}/approve`);
  // A Mother's Day florist takes many orders a day (the default 20 would refuse most claims here).
  await staff.expect("PATCH", `/api/admin/vendors/${supplierId}`, { dailyCapacity: 500 });
  await visitor.expect("POST", "/api/vendor/login", { email, password });
  const { payload, headers } = multipartBody([
    { name: "purpose", data: "package-photo" },
    { name: "file", filename: "packed.jpg", contentType: "image/jpeg", data: await jpeg(320, 240) },
  ]);
  const upload = await visitor.expect("POST", "/api/uploads", payload, headers);
  return { visitor, photoId: (upload.body as { id: string }).id };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface OrderCard {
  id: number;
  status: string;
  offerState: string;
}

/**
 * A vendor at work until `stop()` is true: accepts what it is offered, claims one nearby order a
 * round, and dispatches (fulfilment dialog, today) each open order it holds; a round a second
 * (none while `held()`: the soak's idle checkpoints).
 */
export async function vendorLoop(
  vendor: BenchVendor,
  tally: ActorTally,
  stop: () => boolean,
  held: () => boolean = () => false,
) {
  const v = vendor.visitor;
  while (!stop()) {
    if (held()) {
      await pause(200);
      continue;
    }
    const nearby = await track(tally, "nearby-orders", v.request("GET", "/api/vendor/nearby-orders"));
    const first = Array.isArray(nearby?.body) ? (nearby.body as { id: number }[])[0] : undefined;
    if (first) {
      const claim = await track(tally, "claim", v.request("POST", `/api/vendor/orders/${first.id}/claim`));
      if (claim?.status === 200) tally.claimed++;
    }
    const mine = await track(tally, "orders", v.request("GET", "/api/vendor/orders"));
    const open = (order: OrderCard) => order.status === "to_order" || order.status === "ordered";
    const orders = Array.isArray(mine?.body) ? (mine.body as OrderCard[]).filter(open) : [];
    for (const order of orders.slice(0, 5)) {
      if (stop()) break;
      const openOrder = order.status === "to_order" || order.status === "ordered";
      if (order.offerState === "offered" && openOrder) {
        const accepted = await track(tally, "accept", v.request("POST", `/api/vendor/orders/${order.id}/accept`));
        if (accepted?.status === 200) tally.accepted++;
      }
      if (openOrder) {
        const done = await track(
          tally,
          "fulfilment",
          v.request("POST", `/api/vendor/orders/${order.id}/fulfilment`, {
            packagePhotoId: vendor.photoId,
            inclusions: "Seasonal posy, card",
            dispatchDate: melbourneToday(),
            courier: "Hand Delivery",
            confirmed: true,
          }),
        );
        if (done?.status === 200) tally.dispatched++;
      }
    }
    await pause(1_000);
  }
}

/** Staff at work until `stop()`: generate orders every `everyMs`, and look at the orders page meanwhile. */
export async function staffLoop(
  staff: Visitor,
  tally: ActorTally,
  stop: () => boolean,
  everyMs = 5_000,
  held: () => boolean = () => false,
) {
  while (!stop()) {
    if (held()) {
      await pause(200);
      continue;
    }
    const generated = await track(tally, "generate", staff.request("POST", "/api/admin/generate-fulfillment-orders"));
    if (generated?.status === 200) tally.generated += (generated.body as { created: number }).created;
    await track(
      tally,
      "orders-page",
      staff.request("GET", "/api/admin/fulfillment-orders?unassigned=true&page=1&pageSize=25"),
    );
    const until = Date.now() + everyMs;
    while (!stop() && Date.now() < until) await pause(250);
  }
}

import { and, asc, eq } from "drizzle-orm";
import type { App } from "../../src/server/app";
import { fulfilmentOrders } from "../../src/server/db/schema";
import { bmp, jpeg, PDF } from "../../src/server/modules/media/testing/image-fixtures";
import { multipartBody } from "../../src/server/modules/media/testing/multipart";
import { createRecipient, pay, prepareCheckout } from "./customer-journey";
import { signUp } from "./http";

/** A signed-up buyer with a paid subscription for a recipient at `postcode` (Newtown NSW 2042 unless told). */
export async function paidSubscription(
  app: App,
  options: {
    postcode?: string;
    state?: string;
    suburb?: string;
    plan?: string;
    frequency?: string;
    recipient?: Record<string, unknown>;
  } = {},
) {
  const buyer = await signUp(app);
  const plan = options.plan ?? "in-bloom";
  const recipient = await createRecipient(app, buyer.cookie, {
    postcode: options.postcode ?? "2042",
    state: options.state ?? "NSW",
    suburb: options.suburb ?? "Newtown",
    giftCategories: plan,
    ...options.recipient,
  });
  const checkout = await prepareCheckout(app, buyer.cookie, { recipientId: recipient.id });
  const paid = await pay(app, buyer.cookie, checkout.checkoutId);
  if (paid.statusCode !== 200) throw new Error(`payment: ${paid.statusCode} ${paid.body}`);
  return { ...buyer, recipientId: recipient.id, subscriptionId: checkout.subscriptionId };
}

/** Generates orders as staff; the call's answer. */
export async function generateOrders(app: App, staffCookie: string) {
  const response = await app.inject({
    method: "POST",
    url: "/api/admin/generate-fulfillment-orders",
    headers: { cookie: staffCookie },
  });
  if (response.statusCode !== 200) throw new Error(`generate: ${response.statusCode} ${response.body}`);
  return response.json() as { created: number; routed: number; unassigned: number };
}

/** Uploads a package photo as the vendor; its upload id. */
export async function uploadPackagePhoto(app: App, cookie: string): Promise<string> {
  const { payload, headers } = multipartBody([
    { name: "purpose", data: "package-photo" },
    { name: "file", filename: "packed.jpg", contentType: "image/jpeg", data: await jpeg(320, 240) },
  ]);
  const response = await app.inject({ method: "POST", url: "/api/uploads", headers: { ...headers, cookie }, payload });
  if (response.statusCode !== 201) throw new Error(`upload: ${response.statusCode} ${response.body}`);
  return response.json().id as string;
}

/**
 * Staff confirm a subscription's first regular delivery the real way: orders are generated, then the
 * order's Delivered toggle is set (PATCH deliveryConfirmed), which counts it once. Answers the order id.
 */
export async function confirmFirstDelivery(app: App, staffCookie: string, subscriptionId: number) {
  await generateOrders(app, staffCookie);
  const [order] = await app.ctx.db
    .select({ id: fulfilmentOrders.id })
    .from(fulfilmentOrders)
    .where(and(eq(fulfilmentOrders.subscriptionId, subscriptionId), eq(fulfilmentOrders.specialDateType, "")))
    .orderBy(asc(fulfilmentOrders.deliveryDate))
    .limit(1);
  if (!order) throw new Error(`no order generated for subscription ${subscriptionId}`);
  const response = await app.inject({
    method: "PATCH",
    url: `/api/admin/fulfillment-orders/${order.id}`,
    headers: { cookie: staffCookie },
    payload: { deliveryConfirmed: true },
  });
  if (response.statusCode !== 200) throw new Error(`confirm: ${response.statusCode} ${response.body}`);
  return order.id;
}

/** Files for upload tests of another module's photos: a JPEG, and ones the media pipeline refuses. */
export const uploadFixtures = { jpeg, bmp, pdf: () => Buffer.from(PDF) };

/** POSTs one photo to /api/uploads for `purpose` as the given user; the response as it is. */
export async function uploadAs(app: App, cookie: string, purpose: string, data: Buffer | string) {
  const { payload, headers } = multipartBody([
    { name: "purpose", data: purpose },
    { name: "file", filename: "photo.jpg", contentType: "image/jpeg", data },
  ]);
  return app.inject({ method: "POST", url: "/api/uploads", headers: { ...headers, cookie }, payload });
}

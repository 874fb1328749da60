import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../../../test/support/test-app";
import type { DbOrTx } from "../../db/client";
import { emailOutbox, webhookEvents } from "../../db/schema";
import { queueEmail } from "../../integrations/email/outbox";

// A webhook event's id is claimed in the same transaction as its effect: concurrent deliveries apply
// it once, and an effect that fails leaves it unclaimed (and its writes undone) for the retry.
const app = await createTestApp();
const { payments } = app.services;
const db = app.ctx.db;

const claims = (id: string) => db.$count(webhookEvents, eq(webhookEvents.id, id));
const mailTo = (address: string) => db.$count(emailOutbox, eq(emailOutbox.toAddress, address));

/** An effect with a write of its own: one e-mail queued to `address`. */
const queueMail = (address: string) => async (tx: DbOrTx) => {
  const mail = { subject: "Claimed", text: "Claimed", html: "<p>Claimed</p>" };
  await queueEmail(tx, { dedupeKey: `claim-test:${Math.random()}`, kind: "claim-test", to: address, ...mail });
  return address;
};

describe("applying a webhook event once", () => {
  it("applies one of several concurrent deliveries of an event, and answers which", async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 6 }, () =>
        payments.applyWebhookEventOnce("evt_claim_once", "invoice.paid", queueMail("once@example.com")),
      ),
    );
    expect(outcomes.filter((o) => o.applied)).toEqual([{ applied: true, result: "once@example.com" }]);
    expect(await mailTo("once@example.com")).toBe(1);
    expect(await claims("evt_claim_once")).toBe(1);
  });

  it("undoes the claim and the effect's writes when the effect fails, so the retry applies it", async () => {
    const failing = async (tx: DbOrTx) => {
      await queueMail("retry@example.com")(tx);
      throw new Error("the database blinked");
    };
    await expect(payments.applyWebhookEventOnce("evt_claim_retry", "invoice.paid", failing)).rejects.toThrow("blinked");
    expect(await claims("evt_claim_retry")).toBe(0);
    expect(await mailTo("retry@example.com")).toBe(0);

    const retry = await payments.applyWebhookEventOnce(
      "evt_claim_retry",
      "invoice.paid",
      queueMail("retry@example.com"),
    );
    expect(retry).toEqual({ applied: true, result: "retry@example.com" });
    expect(await mailTo("retry@example.com")).toBe(1);
    expect(await claims("evt_claim_retry")).toBe(1);
  });
});

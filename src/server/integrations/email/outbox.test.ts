import type { AddressInfo } from "node:net";
import { and, eq, inArray, sql } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openTestDatabase } from "../../../../test/support/test-app";
import { emailOutbox } from "../../db/schema";
import { type MailTransport, smtpTransport } from "./mail-transport";
import { queueEmail, queueHeldEmails, relayOutbox, releaseEmails } from "./outbox";

const database = await openTestDatabase();
const db = database.db;

interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}
const received: ReceivedMail[] = [];

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  disableReverseLookup: true,
  onRcptTo(address, _session, callback) {
    if (address.address.startsWith("bounce"))
      return callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 }));
    callback();
  },
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => {
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
        to: session.envelope.rcptTo.map((r) => r.address),
        raw: Buffer.concat(chunks).toString("utf8"),
      });
      callback();
    });
  },
});
let transport: MailTransport;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  transport = smtpTransport(`smtp://127.0.0.1:${port}`, "Forget Me Not <hello@x.test>");
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await database.close();
});

const header = (raw: string, name: string) => new RegExp(`^${name}: (.*)$`, "im").exec(raw)?.[1]?.trim();
const rowsByKey = (keys: string[]) => db.select().from(emailOutbox).where(inArray(emailOutbox.dedupeKey, keys));

function mail(key: string, to: string, subject: string) {
  return {
    dedupeKey: key,
    kind: "test",
    to,
    subject,
    text: `Plain text of ${subject}`,
    html: `<p>HTML of ${subject}</p>`,
  };
}

describe("the outbox relay over real SMTP", () => {
  it("sends each queued e-mail once, with the right recipient and subject", async () => {
    await queueEmail(db, mail("round-trip:1", "first@example.com", "First hello"));
    await queueEmail(db, mail("round-trip:2", "second@example.com", "Second hello"));
    await queueEmail(db, mail("round-trip:1", "first@example.com", "First hello again")); // same key: ignored
    const rowsBefore = await rowsByKey(["round-trip:1", "round-trip:2"]);
    expect(rowsBefore).toHaveLength(2);
    expect(rowsBefore.find((r) => r.dedupeKey === "round-trip:1")!.subject).toBe("First hello");

    expect(await relayOutbox(db, transport)).toBe(2);

    expect(received).toHaveLength(2);
    const bySubject = Object.fromEntries(received.map((m) => [header(m.raw, "Subject"), m]));
    expect(bySubject["First hello"]!.to).toEqual(["first@example.com"]);
    expect(bySubject["Second hello"]!.to).toEqual(["second@example.com"]);
    for (const message of received) {
      expect(message.from).toBe("hello@x.test");
      expect(header(message.raw, "From")).toBe("Forget Me Not <hello@x.test>");
      expect(message.raw).toMatch(/Content-Type: text\/plain/i);
      expect(message.raw).toMatch(/Content-Type: text\/html/i);
    }

    const rows = await rowsByKey(["round-trip:1", "round-trip:2"]);
    for (const row of rows) {
      expect(row).toMatchObject({ status: "sent", attempts: 1, lastError: null });
      expect(row.sentAt).toBeInstanceOf(Date);
    }

    expect(await relayOutbox(db, transport)).toBe(0);
    expect(received).toHaveLength(2);
  });

  // Regression: one run sent at most 20 and left the rest for later runs, 15 seconds apart.
  it("sends everything that is due in one run, batch after batch", async () => {
    const keys = Array.from({ length: 45 }, (_, i) => `bulk:${i}`);
    for (const key of keys) await queueEmail(db, mail(key, "bulk@example.com", `Bulk ${key}`));
    const before = received.length;
    expect(await relayOutbox(db, transport)).toBe(45);
    expect(received.length - before).toBe(45);
    expect((await rowsByKey(keys)).every((row) => row.status === "sent")).toBe(true);
  });

  it("delivers a password reset link, then removes it from the outbox", async () => {
    const link = "http://shop.test/reset-password?token=live-token-abc";
    await queueEmail(db, {
      dedupeKey: "reset:1",
      kind: "password-reset",
      to: "reset@example.com",
      subject: "Reset",
      text: `Use ${link}`,
      html: `<a href="${link}">reset</a>`,
    });
    const before = received.length;
    expect(await relayOutbox(db, transport)).toBe(1);
    expect(received.slice(before)[0]!.raw).toContain("live-token-abc");
    const [row] = await rowsByKey(["reset:1"]);
    expect(row!.status).toBe("sent");
    expect(`${row!.textBody}${row!.htmlBody}`).not.toContain("live-token-abc");
  });

  it("never sends a row twice when relays run at the same time", async () => {
    const keys = Array.from({ length: 6 }, (_, i) => `parallel:${i}`);
    for (const key of keys) await queueEmail(db, mail(key, `${key.replace(":", "-")}@example.com`, `Parallel ${key}`));
    const before = received.length;
    const sentCounts = await Promise.all([
      relayOutbox(db, transport),
      relayOutbox(db, transport),
      relayOutbox(db, transport),
    ]);
    expect(sentCounts.reduce((a, b) => a + b, 0)).toBe(6);
    expect(received.length - before).toBe(6);
    expect(new Set(received.slice(before).map((m) => m.to[0])).size).toBe(6);
    expect((await rowsByKey(keys)).every((r) => r.status === "sent" && r.attempts === 1)).toBe(true);
  });

  it("keeps a row the SMTP server refuses, with the server's error", async () => {
    await queueEmail(db, mail("bounce:1", "bounce@example.com", "Will bounce"));
    const before = received.length;
    expect(await relayOutbox(db, transport)).toBe(0);
    expect(received.length).toBe(before);
    const [row] = await rowsByKey(["bounce:1"]);
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    expect(row!.lastError).toMatch(/Mailbox unavailable|550/);
    await db.update(emailOutbox).set({ status: "failed" }).where(eq(emailOutbox.id, row!.id)); // out of the way
  });
});

describe("held e-mails (one per recipient for work done in several transactions)", () => {
  it("are rewritten until released, sent once when released, and never rewritten once sent", async () => {
    await queueHeldEmails(db, [mail("held:1", "vendor@example.com", "1 new order")], 900);
    await queueHeldEmails(db, [mail("held:1", "vendor@example.com", "3 new orders")], 900);
    const before = received.length;
    expect(await relayOutbox(db, transport)).toBe(0); // held: not due yet
    await releaseEmails(db, ["held:1"]);
    expect(await relayOutbox(db, transport)).toBe(1);
    expect(received.slice(before).map((m) => header(m.raw, "Subject"))).toEqual(["3 new orders"]);
    // Sent: a late version changes nothing, and nothing goes twice.
    await queueHeldEmails(db, [mail("held:1", "vendor@example.com", "4 new orders")], 900);
    await releaseEmails(db, ["held:1"]);
    expect(await relayOutbox(db, transport)).toBe(0);
    expect((await rowsByKey(["held:1"]))[0]).toMatchObject({ subject: "3 new orders", status: "sent" });
  });

  it("go out by themselves when the hold ends, if the work died before releasing them", async () => {
    await queueHeldEmails(db, [mail("held:2", "vendor@example.com", "2 new orders")], 900);
    expect(await relayOutbox(db, transport)).toBe(0);
    // Fifteen minutes later (the hold ended), with nobody left to release it.
    await db
      .update(emailOutbox)
      .set({ nextAttemptAt: sql`now() - interval '1 second'` })
      .where(eq(emailOutbox.dedupeKey, "held:2"));
    const before = received.length;
    expect(await relayOutbox(db, transport)).toBe(1);
    expect(header(received[before]!.raw, "Subject")).toBe("2 new orders");
  });
});

describe("a failing transport", () => {
  const failing: MailTransport & { calls: number } = {
    calls: 0,
    async send() {
      this.calls++;
      throw new Error("connect ECONNREFUSED 10.0.0.1:25");
    },
  };

  it("leaves the row pending with the error, and retries it only when due", async () => {
    await queueEmail(db, mail("failing:1", "later@example.com", "Try again later"));
    expect(await relayOutbox(db, failing)).toBe(0);
    expect(failing.calls).toBe(1);

    const [row] = await rowsByKey(["failing:1"]);
    expect(row).toMatchObject({
      status: "pending",
      attempts: 1,
      lastError: "connect ECONNREFUSED 10.0.0.1:25",
      sentAt: null,
    });
    // Backed off well past its creation (30 s × 2^attempts).
    expect(row!.nextAttemptAt.getTime() - row!.createdAt.getTime()).toBeGreaterThanOrEqual(55_000);

    // Not due yet: a second relay does not touch it.
    expect(await relayOutbox(db, failing)).toBe(0);
    expect(failing.calls).toBe(1);

    // Once due, a working transport sends it and clears the error.
    await db
      .update(emailOutbox)
      .set({ nextAttemptAt: sql`now() - interval '1 second'` })
      .where(eq(emailOutbox.id, row!.id));
    const before = received.length;
    expect(await relayOutbox(db, transport)).toBe(1);
    expect(received.length).toBe(before + 1);
    const [sent] = await rowsByKey(["failing:1"]);
    expect(sent).toMatchObject({ status: "sent", attempts: 2, lastError: null });
  });

  it("gives up after the last attempt", async () => {
    await queueEmail(db, mail("failing:2", "never@example.com", "Never arrives"));
    await db.update(emailOutbox).set({ attempts: 7 }).where(eq(emailOutbox.dedupeKey, "failing:2"));
    expect(await relayOutbox(db, failing)).toBe(0);
    const [row] = await rowsByKey(["failing:2"]);
    expect(row).toMatchObject({ status: "failed", attempts: 8 });
    await db
      .update(emailOutbox)
      .set({ nextAttemptAt: sql`now() - interval '1 second'` })
      .where(eq(emailOutbox.id, row!.id));
    const calls = failing.calls;
    expect(await relayOutbox(db, failing)).toBe(0);
    expect(failing.calls).toBe(calls);
  });

  it("frees a row whose send lease expired (a crash mid-send) and sends it", async () => {
    await queueEmail(db, mail("crashed:1", "crash@example.com", "After a crash"));
    await db
      .update(emailOutbox)
      .set({ status: "sending", nextAttemptAt: sql`now() - interval '1 second'` })
      .where(eq(emailOutbox.dedupeKey, "crashed:1"));
    expect(await relayOutbox(db, transport)).toBe(1);
    const [row] = await rowsByKey(["crashed:1"]);
    expect(row!.status).toBe("sent");
  });
});

describe("a relay that dies in the middle of a batch (ADR 0023)", () => {
  it("has marked what the server accepted, and another relay sends the rest once its lease ends", async () => {
    const keys = Array.from({ length: 5 }, (_, i) => `killed:${i}`);
    for (const key of keys) await queueEmail(db, mail(key, `${key.replace(":", "-")}@example.com`, `Batch ${key}`));
    const before = received.length;
    // Two e-mails go through; at the third the process freezes for good, as a kill -9 leaves it.
    let sends = 0;
    const dying: MailTransport = {
      send: (m) => (++sends <= 2 ? transport.send(m) : new Promise(() => {})),
    };
    void relayOutbox(db, dying);
    await vi.waitFor(() => expect(sends).toBe(3));
    const rows = await rowsByKey(keys);
    expect(rows.filter((r) => r.status === "sent")).toHaveLength(2);
    expect(rows.filter((r) => r.status === "sending")).toHaveLength(3);
    // Meanwhile a live relay leaves the dead one's rows alone…
    expect(await relayOutbox(db, transport)).toBe(0);
    // …until their lease ends.
    await db
      .update(emailOutbox)
      .set({ nextAttemptAt: sql`now() - interval '1 second'` })
      .where(and(inArray(emailOutbox.dedupeKey, keys), eq(emailOutbox.status, "sending")));
    expect(await relayOutbox(db, transport)).toBe(3);
    // Every message carries its row's Message-ID, one per row, on the shop's domain.
    const ids = received.slice(before).map((m) => header(m.raw, "Message-ID"));
    expect(ids.every((id) => /^<outbox\.\d+\.\d+@x\.test>$/.test(id ?? ""))).toBe(true);
    expect(new Set(ids).size).toBe(5);
    const addresses = received.slice(before).map((m) => m.to[0]);
    expect(addresses.sort()).toEqual(keys.map((key) => `${key.replace(":", "-")}@example.com`).sort());
    expect((await rowsByKey(keys)).every((r) => r.status === "sent" && r.attempts === 1)).toBe(true);
  });

  it("sends a row again under the Message-ID of its first attempt", async () => {
    await queueEmail(db, mail("resent:1", "resent@example.com", "Sent twice"));
    const before = received.length;
    expect(await relayOutbox(db, transport)).toBe(1);
    // As if the relay had died before marking it sent: the row is due again.
    await db
      .update(emailOutbox)
      .set({ status: "pending", nextAttemptAt: sql`now() - interval '1 second'` })
      .where(eq(emailOutbox.dedupeKey, "resent:1"));
    expect(await relayOutbox(db, transport)).toBe(1);
    const [first, second] = received.slice(before).map((m) => header(m.raw, "Message-ID"));
    expect(first).toMatch(/^<outbox\.\d+\.\d+@x\.test>$/);
    expect(second).toBe(first);
  });

  it("starts no send too close to its lease's end, and hands those rows back", async () => {
    await queueEmail(db, mail("late:1", "late@example.com", "Near the lease's end"));
    const before = received.length;
    // A lease no longer than one send's bound: no send may start.
    expect(await relayOutbox(db, transport, { leaseMs: 60_000, sendBoundMs: 60_000 })).toBe(0);
    expect(received.length).toBe(before);
    const [row] = await rowsByKey(["late:1"]);
    expect(row).toMatchObject({ status: "pending", attempts: 0 });
    expect(await relayOutbox(db, transport)).toBe(1);
  });
});

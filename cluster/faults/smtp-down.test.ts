import { afterAll, describe, expect, it } from "vitest";
import { type Fleet, startFleet } from "../support/fleet";
import { deliveryCounts, startSmtpSink } from "../support/smtp-sink";
import { reportFault } from "./support/fault-report";
import { type Answer, buyerJourney } from "./support/http-buyer";

/**
 * Issue 18, faults: the SMTP server goes down while buyers sign up and pay (through nginx, two
 * instances relaying the one outbox), and comes back. The
 * e-mails queued meanwhile fail to send (counted as attempts in the outbox), wait out their backoff
 * (60 s after a first failure, outbox.ts) and are each delivered once when it returns; none is lost,
 * none sent twice, the shop's answers never depend on the mail server.
 */
const START_MS = 90_000;
const ANSWER_BOUND_MS = 10_000;
const BUYERS_WHILE_DOWN = 3;
/** A first failure waits 60 s, the relay runs every 15 s: all should be out well within this. */
const DELIVERY_DEADLINE_MS = 150_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let fleet: Fleet | undefined;
let sink: Awaited<ReturnType<typeof startSmtpSink>> | undefined;
afterAll(async () => {
  await fleet?.close();
  await sink?.close();
});

describe("the SMTP server down and back", () => {
  it(
    "queues what it could not send and delivers each e-mail once when the server returns",
    async () => {
      sink = await startSmtpSink(["smtp"]);
      fleet = await startFleet({ instances: 2, env: { SMTP_URL: sink.urlOf("smtp") }, startTimeoutMs: START_MS });
      const db = fleet.db;
      {
        const answers: Answer[] = [];
        const buyers: string[] = [];
        const journey = async (n: number) => {
          const result = await buyerJourney(fleet!.url, `198.51.100.${n}`, ANSWER_BOUND_MS, answers);
          expect(result.subscriptionId, JSON.stringify(answers.at(-1))).toBeDefined();
          buyers.push(result.email!.toLowerCase());
        };
        // One buyer with the mail server up: its e-mails go out at once (the relay is triggered on queueing).
        await journey(1);

        await sink.down();
        const downAt = Date.now();
        for (let n = 2; n < 2 + BUYERS_WHILE_DOWN; n++) await journey(n);
        // The relay really tried and failed while it was down (else this test proves nothing).
        const failedAttempts = async () =>
          Number(
            (
              await db.query<{ n: string }>(
                "select count(*) n from email_outbox where to_address = any($1) and attempts > 0 and status = 'pending'",
                [buyers],
              )
            ).rows[0]!.n,
          );
        const triedBy = Date.now() + 30_000;
        while ((await failedAttempts()) === 0 && Date.now() < triedBy) await sleep(250);
        const failedWhileDown = await failedAttempts();
        await sink.up();
        const upAt = Date.now();

        const outbox = async () =>
          (
            await db.query<{ to_address: string; subject: string; status: string }>(
              "select to_address, subject, status from email_outbox where to_address = any($1)",
              [buyers],
            )
          ).rows;
        const deadline = upAt + DELIVERY_DEADLINE_MS;
        let rows = await outbox();
        while (Date.now() < deadline) {
          rows = await outbox();
          const counts = deliveryCounts(
            sink.received,
            rows.map((r) => ({ to: r.to_address, subject: r.subject })),
          );
          if (rows.every((r) => r.status === "sent") && counts.missing === 0) break;
          await sleep(500);
        }
        const lastDelivery = Math.max(...sink.received.map((mail) => mail.at));
        // A little longer: a late duplicate would show now.
        await sleep(2_000);
        const counts = deliveryCounts(
          sink.received,
          rows.map((r) => ({ to: r.to_address, subject: r.subject })),
        );
        const stillOwed = rows.filter((r) => r.status !== "sent").length;
        const total = reportFault({
          fault: "SMTP down and back",
          lost: {
            "e-mails missing": counts.missing,
            "e-mails sent twice": counts.duplicates,
            "e-mails not marked sent": stillOwed,
          },
          recoveryMs: { "server back → last e-mail delivered": lastDelivery > upAt ? lastDelivery - upAt : 0 },
          figures: {
            "e-mails owed": counts.owed,
            "delivered once": counts.delivered,
            "failed sends while down": failedWhileDown,
            "down for (ms)": upAt - downAt,
            "answers that were not a success": answers.filter((a) => a.status === null || a.status >= 400).length,
          },
        });
        expect(failedWhileDown, "the relay tried to send while the server was down").toBeGreaterThan(0);
        expect(answers.filter((a) => a.status === null || a.status >= 400)).toEqual([]);
        expect(fleet.instances.every((instance) => instance.alive())).toBe(true);
        expect(total, JSON.stringify(counts)).toBe(0);
      }
    },
    START_MS + DELIVERY_DEADLINE_MS + 60_000,
  );
});

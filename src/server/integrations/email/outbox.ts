import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client";
import { emailOutbox } from "../../db/schema";
import type { MailTransport } from "./mail-transport";
import type { RenderedEmail } from "./templates";

export interface QueuedEmail extends RenderedEmail {
  /** Same key, same e-mail: queuing twice sends once. */
  dedupeKey: string;
  kind: string;
  to: string;
}

/**
 * Queues e-mails inside the caller's transaction (one insert, the rows as one JSON parameter whatever
 * their number), so they exist only if the change commits; an e-mail already queued is skipped.
 */
export async function queueEmails(tx: DbOrTx, emails: QueuedEmail[]): Promise<void> {
  if (!emails.length) return;
  const rows = emails.map((e) => ({
    dedupe_key: e.dedupeKey,
    kind: e.kind,
    to_address: e.to,
    subject: e.subject,
    text_body: e.text,
    html_body: e.html,
  }));
  await tx.execute(sql`
    insert into ${emailOutbox} (dedupe_key, kind, to_address, subject, text_body, html_body)
    select v.dedupe_key, v.kind, v.to_address, v.subject, v.text_body, v.html_body
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as v(dedupe_key text, kind text, to_address text, subject text, text_body text, html_body text)
    on conflict (dedupe_key) do nothing`);
}

export function queueEmail(tx: DbOrTx, email: QueuedEmail): Promise<void> {
  return queueEmails(tx, [email]);
}

/**
 * Queues e-mails still being written, for work done in several transactions that owes each
 * recipient one e-mail in the end (a fulfilment run's "orders routed"). Each call replaces the
 * version with the same key, as long as it was not sent, in the caller's transaction — so the
 * e-mail always matches what committed — and holds it back `holdSeconds` from now. `releaseEmails`
 * sends them once the work is done; if the process dies first, the last version goes out when the
 * hold ends, so nobody is left untold.
 */
export async function queueHeldEmails(tx: DbOrTx, emails: QueuedEmail[], holdSeconds: number): Promise<void> {
  if (!emails.length) return;
  const rows = emails.map((e) => ({
    dedupe_key: e.dedupeKey,
    kind: e.kind,
    to_address: e.to,
    subject: e.subject,
    text_body: e.text,
    html_body: e.html,
  }));
  await tx.execute(sql`
    insert into ${emailOutbox} as o (dedupe_key, kind, to_address, subject, text_body, html_body, next_attempt_at)
    select v.dedupe_key, v.kind, v.to_address, v.subject, v.text_body, v.html_body,
      now() + make_interval(secs => ${holdSeconds})
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as v(dedupe_key text, kind text, to_address text, subject text, text_body text, html_body text)
    on conflict (dedupe_key) do update set to_address = excluded.to_address, subject = excluded.subject,
      text_body = excluded.text_body, html_body = excluded.html_body, next_attempt_at = excluded.next_attempt_at
    where o.status = 'pending' and o.attempts = 0`);
}

/** Makes held e-mails due now (those not sent yet): the work that wrote them is done. */
export async function releaseEmails(db: DbOrTx, dedupeKeys: string[]): Promise<void> {
  if (!dedupeKeys.length) return;
  await db.execute(sql`
    update ${emailOutbox} set next_attempt_at = now()
    where dedupe_key = any(${sql.param(dedupeKeys)}::text[]) and status = 'pending' and attempts = 0
      and next_attempt_at > now()`);
}

const MAX_ATTEMPTS = 8;
export const REDACTED_RESET = "Password reset e-mail sent. The link is removed from the outbox once delivered.";
const BATCH = 20;
/** How long a claimed row stays this relay's (`sending`) before another may take it. */
const LEASE_MS = 5 * 60_000;
/** The longest one send may take (the SMTP transport's timeouts): no send starts closer than this to the lease's end. */
const SEND_BOUND_MS = 90_000;

export interface RelayOptions {
  leaseMs?: number;
  sendBoundMs?: number;
}

/**
 * Sends due e-mails through the transport, each once (ADR 0023). Rows are claimed in one
 * UPDATE … SKIP LOCKED (status "sending" under a lease) so two instances never send the same row,
 * and each is marked sent the moment the SMTP server accepts it. A relay killed mid-batch leaves
 * its unsent rows to another after the lease; only a kill between the server's acceptance and
 * that mark sends one e-mail twice. Failures back off and retry.
 */
export async function relayOutbox(db: Db, transport: MailTransport, options: RelayOptions = {}): Promise<number> {
  let sent = 0;
  // Batch after batch until the due rows run out (failed rows are not due again until their backoff ends).
  for (;;) {
    const batch = await relayBatch(db, transport, options);
    sent += batch.sent;
    if (batch.claimed < BATCH) return sent;
  }
}

async function relayBatch(
  db: Db,
  transport: MailTransport,
  { leaseMs = LEASE_MS, sendBoundMs = SEND_BOUND_MS }: RelayOptions,
): Promise<{ claimed: number; sent: number }> {
  const claimedAt = performance.now(); // this process's monotonic clock: no other clock is compared with it
  const claimed = await db
    .update(emailOutbox)
    // To the millisecond, as the returned Date holds it: the lease's end is also this claim's token.
    .set({
      status: "sending",
      nextAttemptAt: sql`date_trunc('milliseconds', now() + make_interval(secs => ${leaseMs / 1000}))`,
    })
    .where(
      inArray(
        emailOutbox.id,
        db
          .select({ id: emailOutbox.id })
          .from(emailOutbox)
          .where(and(inArray(emailOutbox.status, ["pending", "sending"]), lte(emailOutbox.nextAttemptAt, sql`now()`)))
          .orderBy(asc(emailOutbox.id))
          .limit(BATCH)
          .for("update", { skipLocked: true }),
      ),
    )
    .returning();
  let sent = 0;
  for (const [index, row] of claimed.entries()) {
    if (performance.now() - claimedAt > leaseMs - sendBoundMs) {
      // Too close to the lease's end for one more send: hand the rest back, unless another relay has them already.
      await db.execute(sql`
        update ${emailOutbox} set status = 'pending', next_attempt_at = now()
        where id = any(${sql.param(claimed.slice(index).map((r) => r.id))}::int[]) and status = 'sending'
          and next_attempt_at = ${row.nextAttemptAt}`);
      break;
    }
    // Sequential on purpose: one SMTP connection, and a slow server must not pile up sends.
    try {
      await transport.send({
        to: row.toAddress,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody,
        messageKey: `outbox.${row.id}.${row.createdAt.getTime()}`,
      });
    } catch (error) {
      await markFailed(db, row.id, row.attempts + 1, error);
      continue;
    }
    await markSent(db, row.id);
    sent++;
  }
  return { claimed: claimed.length, sent };
}

/** Written the moment the server accepted it: a relay killed later in the batch does not send it again. */
async function markSent(db: Db, id: number) {
  await db
    .update(emailOutbox)
    .set({
      status: "sent",
      sentAt: sql`now()`,
      attempts: sql`${emailOutbox.attempts} + 1`,
      lastError: null,
      // Once delivered, a live reset link has no business staying readable in the outbox.
      textBody: sql`case when ${emailOutbox.kind} = 'password-reset' then ${REDACTED_RESET} else ${emailOutbox.textBody} end`,
      htmlBody: sql`case when ${emailOutbox.kind} = 'password-reset' then ${`<p>${REDACTED_RESET}</p>`} else ${emailOutbox.htmlBody} end`,
    })
    .where(eq(emailOutbox.id, id));
}

async function markFailed(db: Db, id: number, attempts: number, error: unknown) {
  await db
    .update(emailOutbox)
    .set({
      attempts,
      status: attempts >= MAX_ATTEMPTS ? "failed" : "pending",
      lastError: error instanceof Error ? error.message.slice(0, 500) : "send failed",
      nextAttemptAt: sql`now() + make_interval(secs => ${30 * 2 ** Math.min(attempts, 8)})`,
    })
    .where(eq(emailOutbox.id, id));
}

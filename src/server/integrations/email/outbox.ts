import { and, asc, inArray, lte, sql } from "drizzle-orm";
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

/**
 * Sends due e-mails through the transport. Rows are claimed in one UPDATE … SKIP LOCKED
 * (status "sending", lease of 5 minutes) so two instances never send the same row; a crash
 * mid-send frees the row when the lease ends; failures back off and retry.
 */
export async function relayOutbox(db: Db, transport: MailTransport): Promise<number> {
  let sent = 0;
  // Batch after batch until the due rows run out (failed rows are not due again until their backoff ends).
  for (;;) {
    const batch = await relayBatch(db, transport);
    sent += batch.sent;
    if (batch.claimed < BATCH) return sent;
  }
}

async function relayBatch(db: Db, transport: MailTransport): Promise<{ claimed: number; sent: number }> {
  const claimed = await db
    .update(emailOutbox)
    .set({ status: "sending", nextAttemptAt: sql`now() + interval '5 minutes'` })
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
  const sentIds: number[] = [];
  const failures: { id: number; attempts: number; status: string; last_error: string; backoff_seconds: number }[] = [];
  for (const row of claimed) {
    // Sequential on purpose: one SMTP connection, and a slow server must not pile up sends.
    try {
      await transport.send({ to: row.toAddress, subject: row.subject, text: row.textBody, html: row.htmlBody });
      sentIds.push(row.id);
    } catch (error) {
      const attempts = row.attempts + 1;
      failures.push({
        id: row.id,
        attempts,
        status: attempts >= MAX_ATTEMPTS ? "failed" : "pending",
        last_error: error instanceof Error ? error.message.slice(0, 500) : "send failed",
        backoff_seconds: 30 * 2 ** Math.min(attempts, 8),
      });
    }
  }
  // Outcomes are written once per run (a crash before this resends after the lease: at least once).
  if (sentIds.length) {
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
      .where(inArray(emailOutbox.id, sentIds));
  }
  if (failures.length) {
    await db.execute(sql`
      update email_outbox as o set
        attempts = f.attempts, status = f.status, last_error = f.last_error,
        next_attempt_at = now() + make_interval(secs => f.backoff_seconds)
      from jsonb_to_recordset(${JSON.stringify(failures)}::jsonb)
        as f(id integer, attempts integer, status text, last_error text, backoff_seconds integer)
      where o.id = f.id`);
  }
  return { claimed: claimed.length, sent: sentIds.length };
}

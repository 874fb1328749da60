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

/** Queues e-mails inside the caller's transaction (one insert), so they exist only if the change commits. */
export async function queueEmails(tx: DbOrTx, emails: QueuedEmail[]): Promise<void> {
  if (!emails.length) return;
  await tx
    .insert(emailOutbox)
    .values(
      emails.map((email) => ({
        dedupeKey: email.dedupeKey,
        kind: email.kind,
        toAddress: email.to,
        subject: email.subject,
        textBody: email.text,
        htmlBody: email.html,
      })),
    )
    .onConflictDoNothing({ target: emailOutbox.dedupeKey });
}

export function queueEmail(tx: DbOrTx, email: QueuedEmail): Promise<void> {
  return queueEmails(tx, [email]);
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
  let sent = 0;
  for (const row of claimed) {
    // Sequential on purpose: one SMTP connection, and a slow server must not pile up sends.
    try {
      await transport.send({ to: row.toAddress, subject: row.subject, text: row.textBody, html: row.htmlBody });
      // Once delivered, a live reset link has no business staying readable in the outbox.
      const redacted = row.kind === "password-reset" ? { textBody: REDACTED_RESET, htmlBody: `<p>${REDACTED_RESET}</p>` } : {};
      await db
        .update(emailOutbox)
        .set({ status: "sent", sentAt: sql`now()`, attempts: row.attempts + 1, lastError: null, ...redacted })
        .where(eq(emailOutbox.id, row.id));
      sent++;
    } catch (error) {
      const attempts = row.attempts + 1;
      const backoffSeconds = 30 * 2 ** Math.min(attempts, 8);
      await db
        .update(emailOutbox)
        .set({
          attempts,
          status: attempts >= MAX_ATTEMPTS ? "failed" : "pending",
          lastError: error instanceof Error ? error.message.slice(0, 500) : "send failed",
          nextAttemptAt: sql`now() + make_interval(secs => ${backoffSeconds})`,
        })
        .where(eq(emailOutbox.id, row.id));
    }
  }
  return sent;
}

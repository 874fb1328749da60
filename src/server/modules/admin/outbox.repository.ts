import { desc } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { emailOutbox } from "../../db/schema";

export const outboxRepository = {
  /** The newest e-mails first, queued or sent (no HTML bodies, no dedupe keys). */
  listNewest(db: DbOrTx, limit: number) {
    return db
      .select({
        id: emailOutbox.id,
        kind: emailOutbox.kind,
        toAddress: emailOutbox.toAddress,
        subject: emailOutbox.subject,
        textBody: emailOutbox.textBody,
        status: emailOutbox.status,
        attempts: emailOutbox.attempts,
        createdAt: emailOutbox.createdAt,
        sentAt: emailOutbox.sentAt,
      })
      .from(emailOutbox)
      .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
      .limit(limit);
  },
};

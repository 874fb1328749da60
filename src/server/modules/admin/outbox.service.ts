import type { OutboxEmail, OutboxQuery } from "../../../shared/schemas/outbox";
import type { AppContext } from "../../context";
import { hideOneTimeLinks } from "./one-time-links";
import { outboxRepository as repo } from "./outbox.repository";

/** Staff read every e-mail the shop has queued or sent; the route's access (admin only) guards it. */
export function createOutboxService(ctx: AppContext) {
  return {
    /** Staff never see a live secret: reset links are hidden here, while the relay sends the stored row. */
    async list(query: OutboxQuery): Promise<OutboxEmail[]> {
      const rows = await repo.listNewest(ctx.db, query.limit);
      return rows.map((row) => ({
        ...row,
        textBody: hideOneTimeLinks(row.textBody),
        createdAt: row.createdAt.toISOString(),
        sentAt: row.sentAt?.toISOString() ?? null,
      }));
    },
  };
}

export type OutboxService = ReturnType<typeof createOutboxService>;

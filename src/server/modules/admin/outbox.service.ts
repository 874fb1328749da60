import type { OutboxQuery } from "../../../shared/schemas/outbox";
import type { AppContext } from "../../context";
import { outboxRepository as repo } from "./outbox.repository";

/** Staff read every e-mail the shop has queued or sent; the route's access (admin only) guards it. */
export function createOutboxService(ctx: AppContext) {
  return {
    list(query: OutboxQuery) {
      return repo.listNewest(ctx.db, query.limit);
    },
  };
}

export type OutboxService = ReturnType<typeof createOutboxService>;

import type { z } from "zod";
import type { contactFormSchema } from "../../../shared/schemas/contact";
import type { AppContext } from "../../context";
import { queueEmail } from "../../integrations/email/outbox";
import { contactMessageEmail } from "../../integrations/email/templates";
import { contactRepository as repo } from "./contact.repository";

/** Stores the message and, in the same transaction, queues its e-mail to staff. */
export function createContactService(ctx: AppContext) {
  return {
    async submit(input: z.output<typeof contactFormSchema>) {
      const id = await ctx.db.transaction(async (tx) => {
        const id = await repo.insert(tx, input);
        await queueEmail(tx, {
          dedupeKey: `contact:${id}`,
          kind: "contact",
          to: ctx.staffEmail,
          ...contactMessageEmail(input),
        });
        return id;
      });
      ctx.emailQueued();
      return id;
    },
  };
}

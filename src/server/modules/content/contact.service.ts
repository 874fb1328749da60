import type { z } from "zod";
import type { contactFormSchema } from "../../../shared/schemas/contact";
import type { AppContext } from "../../context";
import { contactMessages } from "../../db/schema";
import { queueEmail } from "../../integrations/email/outbox";
import { contactMessageEmail } from "../../integrations/email/templates";

/** Stores the message and, in the same transaction, queues its e-mail to staff. */
export function createContactService(ctx: AppContext) {
  return {
    async submit(input: z.output<typeof contactFormSchema>) {
      const id = await ctx.db.transaction(async (tx) => {
        const [row] = await tx.insert(contactMessages).values(input).returning({ id: contactMessages.id });
        await queueEmail(tx, {
          dedupeKey: `contact:${row!.id}`,
          kind: "contact",
          to: ctx.staffEmail,
          ...contactMessageEmail(input),
        });
        return row!.id;
      });
      ctx.emailQueued();
      return id;
    },
  };
}

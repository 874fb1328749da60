import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { uploads } from "../../db/schema";

export type UploadRow = typeof uploads.$inferSelect;

/** The one writer of `uploads` (the files themselves are in FileStorage). */
export const mediaRepository = {
  async insert(db: DbOrTx, values: typeof uploads.$inferInsert) {
    await db.insert(uploads).values(values);
  },

  async find(db: DbOrTx, id: string): Promise<UploadRow | undefined> {
    const [row] = await db.select().from(uploads).where(eq(uploads.id, id));
    return row;
  },
};

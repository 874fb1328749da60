import type { DbOrTx } from "../../db/client";
import type { users } from "../../db/schema";
import type { StoredFile } from "../../integrations/storage/file-storage";

type UserRow = typeof users.$inferSelect;

/**
 * What fulfilment asks of other modules, declared here and handed in by app.ts (ADR 0020): the
 * module imports no other module, and each port names only what it uses.
 */

/** Staff's delivery confirmations count a subscription's regular deliveries (the subscriptions module). */
export interface DeliveryCounter {
  countDelivery(tx: DbOrTx, subscriptionId: number, delta: 1 | -1): Promise<unknown>;
}

/** The signed-in vendor's supplier record, or a 404 without one (the vendors module). */
export interface OwnSupplier {
  ownSupplier(user: UserRow): Promise<{ id: number; status: string }>;
}

/** Package photos: the vendor's own upload checked, and a private file read (the media module). */
export interface PackagePhotos {
  assertPackagePhoto(id: string, userId: number): Promise<void>;
  privateFile(id: string): Promise<StoredFile | null>;
}

/** Proof-of-delivery photos: the vendor's own upload checked, and a private file read (the media module). */
export interface DeliveryPhotos {
  assertDeliveryPhoto(id: string, userId: number): Promise<void>;
  privateFile(id: string): Promise<StoredFile | null>;
}

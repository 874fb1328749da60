import { randomBytes } from "node:crypto";
import type { z } from "zod";
import { planKeyForGiftBoxCategory } from "../../../shared/domain/catalogue";
import { canEditCatalogue, VENDOR_READ_ONLY_MESSAGE, type VendorStatus } from "../../../shared/domain/vendor-status";
import type { GiftBox } from "../../../shared/schemas/gift-box";
import type { giftBoxCreateSchema, giftBoxUpdateSchema, VendorGiftBox } from "../../../shared/schemas/vendor-gift-box";
import type { AppContext } from "../../context";
import type { users } from "../../db/schema";
import { AppError, notFound } from "../../lib/errors";
import { vendorGiftBoxRepository as repo, type VendorGiftBoxRow } from "./catalogue.repository";
import type { CatalogueService } from "./catalogue.service";

type UserRow = typeof users.$inferSelect;

/** Checks that an image address is one of the caller's own uploads (the media module). */
/** Which supplier a caller may manage (the vendors module; ADR 0020). */
export interface SupplierAccess {
  /** The supplier, if the caller owns it or is staff; a 404 otherwise. */
  supplierFor(user: UserRow, supplierId: number): Promise<{ id: number; status: VendorStatus }>;
  ownsSupplier(user: UserRow, supplierId: number): Promise<boolean>;
}

export interface ImageCheck {
  assertUsableImage(url: string, userId: number, isStaff: boolean): Promise<void>;
}

export function toVendorGiftBox(row: VendorGiftBoxRow): VendorGiftBox {
  return {
    ...row,
    category: row.category as GiftBox["category"],
    createdAt: row.createdAt.toISOString(),
    price: row.priceCents / 100,
  };
}

/** "Sunday Blooms!" → "sunday-blooms-3f9a1c": readable, and unique without a lookup. */
function slugFor(name: string): string {
  const base = name
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 60);
  return `${base || "gift-box"}-${randomBytes(3).toString("hex")}`;
}

/** Vendors' gift boxes: create, edit, switch Active/Inactive, and the owner's list with prices. */
export function createVendorGiftBoxes(
  ctx: AppContext,
  deps: { catalogue: CatalogueService; vendors: SupplierAccess; images: ImageCheck },
) {
  const { db } = ctx;
  const { catalogue, vendors, images } = deps;

  /** The supplier a caller may change boxes of: its own while pending or approved; any for staff. */
  async function editableSupplier(user: UserRow, supplierId: number) {
    const supplier = await vendors.supplierFor(user, supplierId);
    if (user.role !== "admin" && !canEditCatalogue(supplier.status)) {
      throw new AppError("INVALID_STATE", VENDOR_READ_ONLY_MESSAGE);
    }
    return supplier;
  }

  return {
    /** GET /api/gift-boxes?supplierId: the owner and staff see every box with its price; others, what customers see. */
    async listForSupplier(user: UserRow | undefined, supplierId: number) {
      const isOwnerOrStaff = user && (user.role === "admin" || (await vendors.ownsSupplier(user, supplierId)));
      if (isOwnerOrStaff) return (await repo.listBySupplier(db, supplierId)).map(toVendorGiftBox);
      return (await catalogue.list()).filter((box) => box.supplierId === supplierId);
    },

    async create(user: UserRow, input: z.output<typeof giftBoxCreateSchema>) {
      const supplier = await editableSupplier(user, input.supplierId);
      await images.assertUsableImage(input.imageUrl, user.id, user.role === "admin");
      const row = await repo.insert(db, {
        slug: slugFor(input.name),
        name: input.name,
        description: input.description,
        priceCents: input.price,
        imageUrl: input.imageUrl,
        galleryImages: [input.imageUrl],
        category: input.category,
        frequency: input.frequency,
        planKey: planKeyForGiftBoxCategory(input.category),
        supplierId: supplier.id,
        isActive: true,
      });
      catalogue.invalidate();
      return toVendorGiftBox(row);
    },

    async update(user: UserRow, boxId: number, input: z.output<typeof giftBoxUpdateSchema>) {
      const box = await repo.find(db, boxId);
      // The shop's own boxes and other vendors' boxes answer like missing ones (staff excepted).
      if (!box || (box.supplierId === null && user.role !== "admin")) throw notFound("Gift Box Not Found");
      if (box.supplierId !== null) {
        await editableSupplier(user, box.supplierId).catch((error: unknown) => {
          throw error instanceof AppError && error.code === "NOT_FOUND" ? notFound("Gift Box Not Found") : error;
        });
      }
      if (input.imageUrl !== undefined && input.imageUrl !== box.imageUrl) {
        await images.assertUsableImage(input.imageUrl, user.id, user.role === "admin");
      }
      const { price, category, imageUrl, ...rest } = input;
      const updated = await repo.update(db, box.id, {
        ...rest,
        ...(price !== undefined && { priceCents: price }),
        ...(category !== undefined && { category, planKey: planKeyForGiftBoxCategory(category) }),
        ...(imageUrl !== undefined && { imageUrl, galleryImages: [imageUrl] }),
      });
      if (!updated) throw notFound("Gift Box Not Found");
      catalogue.invalidate();
      return toVendorGiftBox(updated);
    },
  };
}

export type VendorGiftBoxes = ReturnType<typeof createVendorGiftBoxes>;

import { randomBytes } from "node:crypto";
import { FULFILMENT_MESSAGES } from "../../../shared/domain/fulfilment";
import { PROOF_OF_DELIVERY_MESSAGES } from "../../../shared/domain/proof-of-delivery";
import {
  UPLOAD_BAD_SHAPE,
  UPLOAD_TOO_MANY_PIXELS,
  UPLOAD_UNREADABLE,
  UPLOAD_WRONG_TYPE,
  type UploadPurpose,
  type UploadResponse,
} from "../../../shared/schemas/upload";
import { IMAGE_MESSAGE } from "../../../shared/schemas/vendor-gift-box";
import type { AppContext } from "../../context";
import type { FileStorage, StoredFile } from "../../integrations/storage/file-storage";
import { validation } from "../../lib/errors";
import { displayWidth, ImageRefusal, OUTPUT_FORMAT, processImage, type RefusalReason } from "./image-processing";
import { mediaRepository as repo } from "./media.repository";
import { isPubliclyServed } from "./media-access";

const PACKAGE_PHOTO_MESSAGE = FULFILMENT_MESSAGES.photo;
const DELIVERY_PHOTO_MESSAGE = PROOF_OF_DELIVERY_MESSAGES.photo;

const REFUSAL_MESSAGES: Record<RefusalReason, string> = {
  "wrong-type": UPLOAD_WRONG_TYPE,
  unreadable: UPLOAD_UNREADABLE,
  "too-many-pixels": UPLOAD_TOO_MANY_PIXELS,
  "bad-shape": UPLOAD_BAD_SHAPE,
};

/** 18 random bytes: 24 base64url characters, never guessed or enumerated. */
const newUploadId = () => randomBytes(18).toString("base64url");
const ID_PATTERN = /^[A-Za-z0-9_-]{10,64}$/;
/** A stored size's file name, e.g. "800.webp". */
const FILE_PATTERN = /^([1-9][0-9]{0,4})\.webp$/;
/** An address this module hands out (the gift box schema accepts the wider /media/… shape). */
const URL_PATTERN = /^\/media\/([A-Za-z0-9_-]{10,64})\/([1-9][0-9]{0,4}\.webp)$/;

/** A file's key in FileStorage: "<id>/800.webp" (on disk, DATA_DIR/uploads/<id>/800.webp). */
const storageKey = (id: string, width: number) => `${id}/${width}.${OUTPUT_FORMAT}`;
export const mediaUrl = (id: string, width: number) => `/media/${id}/${width}.${OUTPUT_FORMAT}`;

export interface UploadInput {
  ownerUserId: number;
  purpose: UploadPurpose;
  bytes: Buffer;
}

/** Uploaded images: checked and re-encoded, stored in FileStorage, recorded in `uploads`, served by id. */
export function createMediaService(ctx: AppContext, storage: FileStorage) {
  /** The upload row and width a served file name refers to, if both exist. */
  async function lookUp(id: string, file: string) {
    const width = FILE_PATTERN.exec(file)?.[1];
    if (!ID_PATTERN.test(id) || !width) return null;
    const upload = await repo.find(ctx.db, id);
    if (!upload?.variantWidths.includes(Number(width))) return null;
    return { upload, width: Number(width) };
  }

  return {
    storage,

    /** Refuses anything but a usable PNG or JPEG (validation errors); stores nothing unless all of it is stored. */
    async upload({ ownerUserId, purpose, bytes }: UploadInput): Promise<UploadResponse> {
      let image: Awaited<ReturnType<typeof processImage>>;
      try {
        image = await processImage(bytes);
      } catch (error) {
        if (error instanceof ImageRefusal) {
          const message = REFUSAL_MESSAGES[error.reason];
          throw validation(message, { file: message });
        }
        throw error;
      }
      const id = newUploadId();
      const keys = image.variants.map((variant) => storageKey(id, variant.width));
      try {
        await Promise.all(image.variants.map((variant, i) => storage.put(keys[i]!, variant.data, "image/webp")));
        // The row last: a file without a row is never served (GET /media looks the row up first).
        await repo.insert(ctx.db, {
          id,
          ownerUserId,
          purpose,
          width: image.width,
          height: image.height,
          variantWidths: image.variants.map((variant) => variant.width),
          format: image.format,
          byteSize: image.variants.reduce((sum, variant) => sum + variant.data.length, 0),
        });
      } catch (error) {
        await Promise.allSettled(keys.map((key) => storage.delete(key)));
        throw error;
      }
      const variants = image.variants.map((variant) => ({ width: variant.width, url: mediaUrl(id, variant.width) }));
      return {
        id,
        url: mediaUrl(id, displayWidth(variants.map((variant) => variant.width))),
        width: image.width,
        height: image.height,
        variants,
      };
    },

    /** A file GET /media serves to anyone, or null (unknown, malformed, or not public). */
    async publicFile(id: string, file: string): Promise<StoredFile | null> {
      const found = await lookUp(id, file);
      // The seam for private package photos (media-access.ts): here a viewer check would go.
      if (!found || !isPubliclyServed(found.upload.purpose)) return null;
      return storage.get(storageKey(id, found.width));
    },

    /** A package photo must be one the vendor uploaded for that purpose (field packagePhotoId). */
    async assertPackagePhoto(id: string, userId: number): Promise<void> {
      const upload = ID_PATTERN.test(id) ? await repo.find(ctx.db, id) : null;
      if (upload?.purpose !== "package-photo" || upload.ownerUserId !== userId) {
        throw validation(PACKAGE_PHOTO_MESSAGE, { packagePhotoId: PACKAGE_PHOTO_MESSAGE });
      }
    },

    /** A proof-of-delivery photo must be one this vendor uploaded for that purpose (field photoId). */
    async assertDeliveryPhoto(id: string, userId: number): Promise<void> {
      const upload = ID_PATTERN.test(id) ? await repo.find(ctx.db, id) : null;
      if (upload?.purpose !== "delivery-photo" || upload.ownerUserId !== userId) {
        throw validation(DELIVERY_PHOTO_MESSAGE, { photoId: DELIVERY_PHOTO_MESSAGE });
      }
    },

    /** A private upload's display size, for a caller that has already checked who is asking. */
    async privateFile(id: string): Promise<StoredFile | null> {
      const upload = ID_PATTERN.test(id) ? await repo.find(ctx.db, id) : null;
      if (!upload) return null;
      return storage.get(storageKey(id, displayWidth(upload.variantWidths)));
    },

    /**
     * For a gift box's imageUrl: one of this user's gift-box uploads, at a stored size (staff may use
     * anyone's). Otherwise a validation error on `imageUrl` with the form's own message.
     */
    async assertUsableImage(url: string, userId: number, isStaff: boolean): Promise<void> {
      const match = URL_PATTERN.exec(url.trim());
      const found = match ? await lookUp(match[1]!, match[2]!) : null;
      const usable =
        found !== null && found.upload.purpose === "gift-box" && (isStaff || found.upload.ownerUserId === userId);
      if (!usable) throw validation(IMAGE_MESSAGE, { imageUrl: IMAGE_MESSAGE });
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;

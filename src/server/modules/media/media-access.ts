import type { UploadPurpose } from "../../../shared/schemas/upload";

/**
 * Which uploads GET /media serves to anyone. Gift box photos are shown in the public catalogue.
 * Package photos are private to the buyer, the vendor and staff (PRODUCT.md "Vendors"): until the
 * fulfilment issue serves them behind those checks, they are not served at all (404, like a
 * missing file, so their ids cannot be confirmed either).
 */
export function isPubliclyServed(purpose: string): boolean {
  return purpose === ("gift-box" satisfies UploadPurpose);
}

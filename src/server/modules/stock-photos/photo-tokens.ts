import { createHmac, timingSafeEqual } from "node:crypto";

/** Longer than any provider's image URL needs; a longer token is refused unread. */
export const MAX_TOKEN_LENGTH = 2_048;

const mac = (key: Buffer, url: string) => createHmac("sha256", key).update(url, "utf8").digest();

/**
 * An image proxy token: the provider's image URL and its HMAC, both base64url. Only the server
 * (holding the provider's token key) can mint one, so the proxy fetches only URLs that a provider's
 * own search answer gave it.
 */
export function signPhotoToken(key: Buffer, url: string): string {
  return `${Buffer.from(url, "utf8").toString("base64url")}.${mac(key, url).toString("base64url")}`;
}

/** The image URL a token names, or null when it was not minted with this key (forged, tampered, garbled). */
export function verifyPhotoToken(key: Buffer, token: string): string | null {
  if (token.length > MAX_TOKEN_LENGTH) return null;
  const parts = token.split(".");
  if (parts.length !== 2) return null;
  const [encodedUrl = "", encodedMac = ""] = parts;
  const base64url = /^[A-Za-z0-9_-]+$/;
  if (!base64url.test(encodedUrl) || !base64url.test(encodedMac)) return null;
  const url = Buffer.from(encodedUrl, "base64url").toString("utf8");
  const given = Buffer.from(encodedMac, "base64url");
  const expected = mac(key, url);
  return given.length === expected.length && timingSafeEqual(given, expected) ? url : null;
}

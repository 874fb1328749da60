import { describe, expect, it } from "vitest";
import { MAX_TOKEN_LENGTH, signPhotoToken, verifyPhotoToken } from "./photo-tokens";
import { tokenKeyFor } from "./providers/stock-photo-provider";

const key = tokenKeyFor("unsplash", "key-one");
const URL_A = "https://images.unsplash.com/photo-1?w=1080";

describe("photo tokens", () => {
  it("name the URL they were minted for", () => {
    expect(verifyPhotoToken(key, signPhotoToken(key, URL_A))).toBe(URL_A);
  });

  it("are the same on every instance with the same key, and differ per provider and key", () => {
    expect(signPhotoToken(tokenKeyFor("unsplash", "key-one"), URL_A)).toBe(signPhotoToken(key, URL_A));
    const otherProvider = tokenKeyFor("pexels", "key-one");
    const otherKey = tokenKeyFor("unsplash", "key-two");
    expect(verifyPhotoToken(otherProvider, signPhotoToken(key, URL_A))).toBeNull();
    expect(verifyPhotoToken(otherKey, signPhotoToken(key, URL_A))).toBeNull();
    expect(verifyPhotoToken(key, signPhotoToken(otherKey, URL_A))).toBeNull();
  });

  it("refuse a changed URL, a changed or missing signature, and garbage", () => {
    const token = signPhotoToken(key, URL_A);
    const [, mac] = token.split(".");
    const otherUrl = Buffer.from("http://169.254.169.254/latest/meta-data").toString("base64url");
    const flipped = `${mac!.slice(0, -2)}${mac!.endsWith("A") ? "B" : "A"}${mac!.slice(-1)}`;
    for (const forged of [
      `${otherUrl}.${mac}`,
      `${token.split(".")[0]}.${flipped}`,
      `${token.split(".")[0]}.`,
      token.split(".")[0]!,
      `${token}.extra`,
      `${otherUrl}.${"A".repeat(43)}`,
      "",
      ".",
      "a b.c",
      "%%%.***",
      `${token}=`,
    ]) {
      expect(verifyPhotoToken(key, forged), forged).toBeNull();
    }
  });

  it("refuse an over-long token unread", () => {
    expect(verifyPhotoToken(key, "A".repeat(MAX_TOKEN_LENGTH + 1))).toBeNull();
  });
});

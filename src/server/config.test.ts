import { describe, expect, it } from "vitest";
import { STRIPE_KEYS_TOGETHER, listenUrl, loadConfig, publicUrlOf } from "./config";

describe("loadConfig", () => {
  it("runs on defaults alone (test-mode payments, embedded database)", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, DATA_DIR: "./data" });
    expect(config.STRIPE_SECRET_KEY).toBeUndefined();
  });

  // Without the webhook secret, paid Stripe subscriptions would never activate: refuse to start.
  it("refuses Stripe keys without the webhook secret", () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: "sk_test_x", STRIPE_PUBLISHABLE_KEY: "pk_test_x" })).toThrow(STRIPE_KEYS_TOGETHER);
    expect(loadConfig({ STRIPE_SECRET_KEY: "sk_test_x", STRIPE_PUBLISHABLE_KEY: "pk_test_x", STRIPE_WEBHOOK_SECRET: "whsec_x" }).STRIPE_WEBHOOK_SECRET).toBe("whsec_x");
  });

  it("checks the ABN's shape", () => {
    expect(loadConfig({ SHOP_ABN: "51 824 753 556" }).SHOP_ABN).toBe("51 824 753 556");
    expect(() => loadConfig({ SHOP_ABN: "1234" })).toThrow(/11 digits/);
  });
});

describe("the address e-mails use", () => {
  // Regression: e-mailed links said localhost while the shop printed (and was opened at) 127.0.0.1.
  it("defaults to the address the app prints", () => {
    expect(publicUrlOf(loadConfig({}))).toBe("http://localhost:3000");
    expect(publicUrlOf(loadConfig({ HOST: "127.0.0.1", PORT: "4010" }))).toBe("http://127.0.0.1:4010");
    expect(listenUrl(loadConfig({ HOST: "127.0.0.1", PORT: "4010" }))).toBe("http://127.0.0.1:4010");
  });
  it("is PUBLIC_URL when set, without a trailing slash", () => {
    expect(publicUrlOf(loadConfig({ PUBLIC_URL: "https://shop.example.com/" }))).toBe("https://shop.example.com");
  });
});

import { describe, expect, it } from "vitest";
import { appOptionsFromConfig } from "./app-options";
import {
  listenUrl,
  loadConfig,
  publicUrlOf,
  SQL_MODEL_TOGETHER,
  STRIPE_KEYS_TOGETHER,
  TRUST_PROXY_FORMAT,
} from "./config";

describe("loadConfig", () => {
  it("runs on defaults alone (test-mode payments, embedded database)", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, DATA_DIR: "./data" });
    expect(config.STRIPE_SECRET_KEY).toBeUndefined();
  });

  // Without the webhook secret, paid Stripe subscriptions would never activate: refuse to start.
  it("refuses Stripe keys without the webhook secret", () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: "sk_test_x", STRIPE_PUBLISHABLE_KEY: "pk_test_x" })).toThrow(
      STRIPE_KEYS_TOGETHER,
    );
    expect(
      loadConfig({
        STRIPE_SECRET_KEY: "sk_test_x",
        STRIPE_PUBLISHABLE_KEY: "pk_test_x",
        STRIPE_WEBHOOK_SECRET: "whsec_x",
      }).STRIPE_WEBHOOK_SECRET,
    ).toBe("whsec_x");
  });

  // The SQL model's key goes only to the address named with it; neither alone turns the model on.
  it("takes the SQL model's key and address together, or neither", () => {
    expect(() => loadConfig({ SQL_MODEL_API_KEY: "key" })).toThrow(SQL_MODEL_TOGETHER);
    expect(() => loadConfig({ SQL_MODEL_URL: "http://127.0.0.1:9/v1" })).toThrow(SQL_MODEL_TOGETHER);
    expect(appOptionsFromConfig(loadConfig({})).dataTools).not.toHaveProperty("sqlModel");
    const config = loadConfig({ SQL_MODEL_API_KEY: "key", SQL_MODEL_URL: "http://127.0.0.1:9/v1" });
    expect(appOptionsFromConfig(config).dataTools).toMatchObject({
      sqlModel: { apiKey: "key", url: "http://127.0.0.1:9/v1", model: "gpt-4o-mini", timeoutMs: 20_000 },
    });
  });

  it("checks the ABN's shape", () => {
    expect(loadConfig({ SHOP_ABN: "51 824 753 556" }).SHOP_ABN).toBe("51 824 753 556");
    expect(() => loadConfig({ SHOP_ABN: "1234" })).toThrow(/11 digits/);
    // Written without spaces it is kept in the usual groups; a mistyped digit fails the ABN's check digits.
    expect(loadConfig({ SHOP_ABN: "51824753556" }).SHOP_ABN).toBe("51 824 753 556");
    expect(() => loadConfig({ SHOP_ABN: "51 824 753 557" })).toThrow(/check digits/);
    expect(loadConfig({ SHOP_ABN: "53 004 085 616" }).SHOP_ABN).toBe("53 004 085 616");
  });

  it("bounds a stop: 25 s unless SHUTDOWN_TIMEOUT_MS says otherwise, in milliseconds", () => {
    expect(loadConfig({}).SHUTDOWN_TIMEOUT_MS).toBe(25_000);
    expect(loadConfig({ SHUTDOWN_TIMEOUT_MS: "5000" }).SHUTDOWN_TIMEOUT_MS).toBe(5_000);
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT_MS: "25s" })).toThrow(/SHUTDOWN_TIMEOUT_MS/);
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT_MS: "10" })).toThrow(/SHUTDOWN_TIMEOUT_MS/);
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

describe("TRUST_PROXY", () => {
  it("trusts no proxy unless told, whatever PUBLIC_URL says", () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ PUBLIC_URL: "https://shop.example" }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
  });

  it("takes a hop count, true, or a list of proxy IPs and CIDRs", () => {
    expect(loadConfig({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8, 192.168.1.5,::1, fd00::/8,loopback" }).TRUST_PROXY).toEqual([
      "10.0.0.0/8",
      "192.168.1.5",
      "::1",
      "fd00::/8",
      "loopback",
    ]);
  });

  it("refuses anything else with a clear message", () => {
    for (const value of ["yes", "10.0.0.0/33", "10.0.0", "proxy.example.com", "10.0.0.1,", "::1/129", "1.2.3.4/8/8"]) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(TRUST_PROXY_FORMAT);
    }
  });
});

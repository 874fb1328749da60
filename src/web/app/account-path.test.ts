import { describe, expect, it } from "vitest";
import { accountPath, signedOutPath } from "./account-path";

describe("the header's Account link", () => {
  it.each([
    ["customer", "/account"],
    ["vendor", "/for-vendors"],
    ["admin", "/admin/vendors"],
  ] as const)("leads a %s to %s", (role, path) => {
    expect(accountPath(role)).toBe(path);
  });
});

describe("where Logout leads", () => {
  it.each([
    ["customer", "/account"],
    ["vendor", "/vendor-signin"],
    ["admin", "/account"],
  ] as const)("a %s to %s", (role, path) => {
    expect(signedOutPath(role)).toBe(path);
  });
});

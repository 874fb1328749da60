import { describe, expect, it } from "vitest";
import { webHref } from "./web-href";

describe("webHref", () => {
  it("keeps absolute http(s) addresses", () => {
    expect(webHref("https://shop.example.com/a")).toBe("https://shop.example.com/a");
    expect(webHref("https://bsky.app/profile/a.b/post/3k")).toBe("https://bsky.app/profile/a.b/post/3k");
    expect(webHref("http://example.org/x")).toBe("http://example.org/x");
  });

  it.each([
    "javascript:alert(1)",
    "data:text/html,x",
    "data:text/html,hi",
    "/relative",
    "//evil.example",
    "",
    "not a url",
    "mailto:a@b.example",
  ])("refuses %j", (value) => {
    expect(webHref(value)).toBeNull();
  });
});

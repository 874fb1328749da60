import { describe, expect, it } from "vitest";
import { safeWebLink } from "./web-links";

describe("safeWebLink", () => {
  it("keeps absolute http(s) addresses, as parsed", () => {
    expect(safeWebLink("https://shop.example.com/a")).toBe("https://shop.example.com/a");
    expect(safeWebLink("https://bsky.app/profile/a.b/post/3k")).toBe("https://bsky.app/profile/a.b/post/3k");
    expect(safeWebLink("http://example.org/x")).toBe("http://example.org/x");
    expect(safeWebLink("  https://www.pexels.com/@pia ")).toBe("https://www.pexels.com/@pia");
    expect(safeWebLink("HTTPS://Bloom.Example.AU")).toBe("https://bloom.example.au/");
  });

  it("resolves a relative address against a base, and keeps it only when it lands on http(s)", () => {
    expect(safeWebLink("/about", "https://shop.example.com/a/b")).toBe("https://shop.example.com/about");
    expect(safeWebLink("javascript:alert(1)", "https://shop.example.com/")).toBeNull();
  });

  it.each([
    "javascript:alert(1)",
    " JavaScript:alert(1)",
    "data:text/html,x",
    "vbscript:msgbox(1)",
    "/relative",
    "//evil.example",
    "",
    "not a url",
    "mailto:a@b.example",
    "ftp://files.example.com/x",
    "https://shop.example.com@evil.example/",
    "https://user:secret@example.com/",
    null,
    undefined,
  ])("refuses %j", (value) => {
    expect(safeWebLink(value)).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { htmlToText } from "./html-to-text";
import { hashtagOf } from "./mastodon-adapter";

describe("htmlToText", () => {
  it("keeps paragraphs and line breaks as new lines and drops every tag", () => {
    expect(htmlToText("<p>One<br/>two</p><p>Three</p>")).toBe("One\ntwo\n\nThree");
  });

  it("decodes entities and keeps markup-looking text as text", () => {
    expect(htmlToText("<p>Tom &amp; Jerry &lt;3 &quot;posies&quot; &#x1F338;</p>")).toBe('Tom & Jerry <3 "posies" 🌸');
  });

  it("drops scripts and styles with their content", () => {
    expect(htmlToText("<p>Hi</p><script>alert(1)</script><style>p{}</style>")).toBe("Hi");
  });

  it("reads Mastodon's shortened links back in full", () => {
    const link =
      '<a href="https://shop.example/a/very/long/path"><span class="invisible">https://</span><span class="ellipsis">shop.example/a/very/</span><span class="invisible">long/path</span></a>';
    expect(htmlToText(`<p>See ${link}</p>`)).toBe("See https://shop.example/a/very/long/path");
  });
});

describe("hashtagOf", () => {
  it.each([
    ["#giftboxes", "giftboxes"],
    ["gift boxes", "giftboxes"],
    ["#Mother's Day!", "MothersDay"],
    ["fête des mères", "fêtedesmères"],
    ["spring_2026", "spring_2026"],
    ["#?! ", ""],
  ])("%j → %j", (query, tag) => {
    expect(hashtagOf(query)).toBe(tag);
  });
});

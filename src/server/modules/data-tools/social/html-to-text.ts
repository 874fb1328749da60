import { load } from "cheerio/slim";

/**
 * A post's HTML (Mastodon sends content as sanitised HTML) as plain text: line breaks and
 * paragraphs kept as new lines, entities decoded, every tag gone. The result is only ever shown as
 * text, never as HTML.
 */
export function htmlToText(html: string): string {
  const $ = load(html, null, false);
  $("script, style, template").remove();
  $("br").replaceWith("\n");
  $("p, div, li, blockquote, pre, h1, h2, h3, h4, h5, h6").each((_, element) => {
    $(element).append("\n\n");
  });
  return $.root()
    .text()
    .replace(/\u00a0/g, " ")
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/**
 * A link to another site that the shop may show (a scraped page's links, social posts, stock photo
 * credits, a vendor's website, the links in an e-mail): an absolute http or https address with no
 * user name or password in it ("https://shop.example@evil.example" reads as one site and opens
 * another). So no javascript:, data: or mailto: address ever becomes a link. Answers the address as
 * parsed (what was checked is what is linked), or null. `base` resolves a relative address first.
 */
export function safeWebLink(value: string | null | undefined, base?: string): string | null {
  const text = value?.trim();
  if (!text || !URL.canParse(text, base)) return null;
  const url = new URL(text, base);
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (url.username || url.password) return null;
  return url.href;
}

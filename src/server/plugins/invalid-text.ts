export const INVALID_CHARACTER_MESSAGE = "The request contains an invalid character.";

// Without the u flag a regular expression sees UTF-16 code units: a high surrogate not followed by a
// low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Text PostgreSQL refuses to store: U+0000, or a lone UTF-16 surrogate (JSON's "\ud800" parses
 * to one, and the driver then fails to encode it). Either would surface as a 500.
 */
const badText = (text: string) => text.includes("\u0000") || LONE_SURROGATE.test(text);

/**
 * Whether a parsed value holds such text in any string or object key, at any depth. Iterative, so a
 * deeply nested body cannot overflow the stack; every value is visited once.
 */
export function findInvalidText(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current === "string") {
      if (badText(current)) return true;
    } else if (Array.isArray(current)) {
      for (const item of current) pending.push(item);
    } else if (current !== null && typeof current === "object") {
      for (const [key, item] of Object.entries(current)) {
        if (badText(key)) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

/** A small seeded PRNG (mulberry32): the same seed gives the same requests on every run. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  const chance = (p: number) => next() < p;
  return { next, int, pick, chance };
}
export type Random = ReturnType<typeof seededRandom>;

const HOSTILE_STRINGS = [
  "\ud800",
  "a\udc00b",
  "\udbff\udbff",
  "tail\ud83c",
  "\u0000",
  "x\u0000y",
  "\u202e\u200b\ufeff",
  "🌸💐🎁",
  "' or 1=1 --",
  "'; drop table users; --",
  "<script>alert(1)</script>",
  "../../etc/passwd",
  "%00%ED%A0%80",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, meant literally
  "${7*7}{{7*7}}",
  "__proto__",
  "constructor",
  " ",
  "",
  "NaN",
  "-0",
  "1e999",
];

const PLAUSIBLE_STRINGS = [
  "Alex Citizen",
  "alex@example.com",
  "ALEX@EXAMPLE.COM ",
  "0412 345 678",
  "3065",
  "VIC",
  "Australia",
  "monthly",
  "annual",
  "weekly",
  "in-bloom",
  "partner",
  "2026-12-25",
  "1990-02-30",
  "4242 4242 4242 4242",
  "12/34",
  "correct horse battery",
  "active",
  "paused",
];

const HUGE_NUMBERS = [1e308, -1e308, 2 ** 53 + 1, -(2 ** 63), 1.5, -1, 0, 2_147_483_648, Number.MIN_VALUE];

/** A string: hostile, plausible, long, or random code units (lone surrogates and controls included). */
export function fuzzString(random: Random): string {
  switch (random.int(5)) {
    case 0:
      return random.pick(HOSTILE_STRINGS);
    case 1:
      return random.pick(PLAUSIBLE_STRINGS);
    case 2:
      return random.pick(["x", "é", "🌸", "\ud800"]).repeat(random.pick([201, 1_001, 5_001, 30_000]));
    default: {
      const length = random.int(40);
      let text = "";
      for (let i = 0; i < length; i++)
        text += String.fromCharCode(random.chance(0.8) ? 32 + random.int(95) : random.int(0x10000));
      return text;
    }
  }
}

/** A value of any JSON type, nested up to `depth` levels (and now and then far deeper). */
export function fuzzValue(random: Random, depth = 2): unknown {
  switch (random.int(depth > 0 ? 9 : 6)) {
    case 0:
    case 1:
      return fuzzString(random);
    case 2:
      return random.pick(HUGE_NUMBERS);
    case 3:
      return random.int(5) - 1;
    case 4:
      return random.pick([true, false, null]);
    case 5:
      return random.chance(0.1) ? deepNesting(random.pick([50, 500])) : [];
    case 6:
      return Array.from({ length: random.int(4) }, () => fuzzValue(random, depth - 1));
    default:
      return fuzzObject(random, [], depth - 1);
  }
}

/** An object with some of the route's own field names (so field validation is reached) and some strange keys. */
export function fuzzObject(random: Random, fieldNames: readonly string[], depth = 2): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (const name of fieldNames) if (random.chance(0.7)) object[name] = fuzzValue(random, depth);
  const extraKeys = random.int(3);
  for (let i = 0; i < extraKeys; i++)
    object[random.chance(0.5) ? fuzzString(random).slice(0, 40) : `extra${i}`] = fuzzValue(random, depth);
  return object;
}

export function deepNesting(levels: number): unknown {
  let value: unknown = "\ud800";
  for (let i = 0; i < levels; i++) value = i % 2 ? [value] : { nested: value };
  return value;
}

/** A path parameter value, percent-encoded as a client would send it (or not). */
export function fuzzPathParam(random: Random, knownIds: readonly number[]): string {
  switch (random.int(6)) {
    case 0:
      return String(random.pick(knownIds));
    case 1:
      return random.pick([
        "0",
        "-1",
        "1.5",
        "1e3",
        "0x10",
        "99999999999999999999",
        "2147483648",
        "NaN",
        "Infinity",
        "null",
      ]);
    case 2:
      return random.pick([
        "%00",
        "%ED%A0%80",
        "%F0%9F",
        "%zz",
        "%2e%2e%2f",
        "%F0%9F%8C%B8",
        "a%20b",
        "rose.jpg",
        "..%2F..%2Fetc%2Fpasswd",
      ]);
    default:
      return (
        encodeURIComponent(
          fuzzString(random)
            .replace(/[\ud800-\udfff]/g, "")
            .slice(0, 150),
        ) || "x"
      );
  }
}

/** A query string with the names routes read (and others), hostile values included. */
export function fuzzQuery(random: Random): string {
  if (random.chance(0.5)) return "";
  const names = ["limit", "userId", "status", "page", "q", "size", "width", "__proto__[role]", "x"];
  const pairs = Array.from({ length: 1 + random.int(3) }, () => {
    const value = random.chance(0.3)
      ? random.pick(["%00", "%ED%A0%80", "-1", "1e309", "abc", "1&limit=2", "%zz"])
      : encodeURIComponent(
          fuzzString(random)
            .replace(/[\ud800-\udfff]/g, "\ufffd")
            .slice(0, 200),
        );
    return `${random.pick(names)}=${value}`;
  });
  return `?${pairs.join("&")}`;
}

/** A body as sent on the wire: JSON of a fuzzed object mostly, otherwise odd content types and broken text. */
export function fuzzBody(random: Random, fieldNames: readonly string[]): { payload: string; contentType?: string } {
  const json = () => JSON.stringify(random.chance(0.85) ? fuzzObject(random, fieldNames) : fuzzValue(random));
  switch (random.int(14)) {
    case 0:
      return {
        payload: json(),
        contentType: random.pick(["text/plain", "application/x-www-form-urlencoded", "application/xml"]),
      };
    case 1:
      return {
        payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n\u0000\r\n--x--',
        contentType: "multipart/form-data; boundary=x",
      };
    case 2:
      return {
        payload: random.pick(['{"a":', "[", "nul", '{"a":"\\ud800"', '"\\uZZZZ"', "{}}", "\u0000"]),
        contentType: "application/json",
      };
    case 3: {
      // Nesting deeper than JSON.stringify could write, built as text.
      const levels = random.pick([5_000, 20_000]);
      const field = fieldNames.length ? random.pick(fieldNames) : "a";
      return {
        payload: `{"${field}":${"[".repeat(levels)}"\\udc00"${"]".repeat(levels)}}`,
        contentType: "application/json",
      };
    }
    case 4:
      return {
        payload: json(),
        contentType: random.pick([
          "application/json; charset=utf-16",
          "application/vnd.api+json",
          "",
          "application/json;;",
        ]),
      };
    default:
      return { payload: json(), contentType: "application/json" };
  }
}

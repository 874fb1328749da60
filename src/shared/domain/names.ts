/** People's names as the shop writes them back to them (the spec's title case for recipients; e-mail greetings). */

/**
 * A name in Title Case: "jamie rivers" → "Jamie Rivers", "MARY-JANE" → "Mary-Jane", "o'brien" → "O'Brien".
 * Words already written in mixed case ("McKenzie") keep their own capitals.
 */
export function titleCase(name: string | null | undefined): string {
  if (!name) return "";
  return name
    .trim()
    .split(/\s+/)
    .map((word) =>
      word
        .split("-")
        .map((part) => {
          if (!part) return part;
          const mixed = part !== part.toLowerCase() && part !== part.toUpperCase();
          if (mixed) return part.charAt(0).toUpperCase() + part.slice(1);
          const lower = part.toLowerCase();
          // O'Brien, D'Arcy: a one-letter prefix and an apostrophe start a new capital.
          const prefixed = /^([a-z])(['’])(\p{L})/u.exec(lower);
          if (prefixed)
            return `${prefixed[1]!.toUpperCase()}${prefixed[2]}${lower.charAt(2).toUpperCase()}${lower.slice(3)}`;
          return lower.charAt(0).toUpperCase() + lower.slice(1);
        })
        .join("-"),
    )
    .join(" ");
}

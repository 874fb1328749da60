import { UntranslatableQuestion } from "./question-findings";

const ALLOWED = /^[a-z0-9\s?.,!'$%&/():;-]*$/;

/** Lower case, punctuation dropped, words single-spaced; unusual characters are refused, not cleaned. */
export function normalise(question: string): string {
  // NFKC folds look-alike letters (full-width, ligatures); what is still unusual is refused, not cleaned.
  // "2+ recipients" is "at least 2 recipients"; any other "+" stays unusual.
  const lower = question
    .normalize("NFKC")
    .toLowerCase()
    // "$14,000" is a number; quoted words ('to order', "ordered") are the words.
    .replace(/(\d),(?=\d{3}\b)/g, "$1")
    .replace(/[“”"]/g, " ")
    .replace(/(^|[\s(])'([^']+)'(?=[\s?.,!)]|$)/g, "$1$2")
    // Typographic dashes are a pause, like a hyphen between spaces.
    .replace(/[\u2012-\u2015]/g, " - ")
    // "(partner, friend, mum etc.)": examples in brackets say nothing the words outside do not.
    .replace(/\([^()]*\b(?:etc|e\.?g|for example|for instance|such as)\b[^()]*\)/g, " ")
    .replace(/[‘’]/g, "'")
    // "to_order", "dispatch_scheduled": a status as the database spells it is its words.
    .replace(/([a-z])_(?=[a-z])/g, "$1 ")
    .replace(/\b(\d{1,4}) ?\+(?=\s|$|[?.,!])/g, "at least $1")
    // "vendors + their capacity": and.
    .replace(/\s\+\s/g, " and ")
    .replace(/\b(\d{1,4}) or more\b/g, "at least $1")
    .replace(/\b(\d{1,4}) or (?:fewer|less)\b/g, "at most $1");
  if (!ALLOWED.test(lower)) {
    const odd = [...new Set([...lower].filter((c) => !ALLOWED.test(c)))].slice(0, 5);
    const shown = odd.map((c) =>
      /[\p{L}\p{N}\p{P}\p{S}]/u.test(c)
        ? `“${c}”`
        : `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`,
    );
    throw new UntranslatableQuestion(
      [],
      `the question contains characters a question about the shop's data does not need (${shown.join(", ")})`,
    );
  }
  const spaced = lower
    .replace(/'s\b/g, "")
    .replace(/%/g, " percent ")
    // "total $": dollars; "$140" stays a number (read by the money rules).
    .replace(/\$(?!\d)/g, " dollars ")
    // "plan / frequency": both ("and"); a filter naming two values is refused later, never guessed.
    .replace(/\s*\/\s*/g, " and ")
    // A dash between words is a pause, like a comma ("failed payments - who and why").
    .replace(/(^|\s)-+(?=\s|$)/g, " ")
    // Brackets, colons and semicolons are pauses, like commas; "&" is "and".
    .replace(/[?.,!():;]/g, " ")
    .replace(/&/g, " and ")
    .replace(/([a-z])-([a-z])/g, "$1 $2")
    .replace(/\s+/g, " ");
  return ` ${spaced.trim()} `;
}

export class Text {
  /** `source`: the whole question as normalised, where `at` finds what a rule matched. */
  constructor(
    public value: string,
    readonly source: string = value,
  ) {}
  /** Where a match is said in the question (a percentage's share is the condition said last). */
  at(match: RegExpExecArray): number {
    const words = match[0].trim();
    // As whole words: "live" is not the one inside "delivery".
    const at = (w: string) =>
      this.source.search(new RegExp(`(?<![a-z0-9'])${w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![a-z0-9'])`));
    const found = at(words);
    return found >= 0 ? found : at(words.split(" ").pop()!);
  }
  /**
   * Runs a global pattern and removes every match, so later rules and the leftover check skip it and
   * the words either side meet ("by active subscriptions" leaves "by subscriptions").
   */
  take(pattern: RegExp, onMatch: (match: RegExpExecArray) => void) {
    const regex = new RegExp(pattern.source, "g");
    const matches = [...this.value.matchAll(regex)];
    for (const match of matches) onMatch(match as RegExpExecArray);
    if (matches.length > 0) this.value = this.value.replace(regex, " ").replace(/\s+/g, " ");
  }
}

/** A prefix that negates the word after it ("not", "aren't", "other than"). */
export const NEGATION =
  "(?:(not counting|ignoring|ignore|don't count|do not count|leaving out|leave out|not|isn't|aren't|wasn't|weren't|haven't|hasn't|have not|has not|excluding|except|other than|outside(?: of)?|never) (?:been |yet |on |in |the |an? |any |confirmed (?:as )?|marked (?:as )?)*)?";

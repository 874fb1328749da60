import { addDaysIso, addMonthsIso, SHOP_TIME_ZONE, todayIso } from "../../../../shared/domain/dates";
import type { DateRange } from "./sql-intent";

/**
 * Date phrases of a question ("last month", "in 2026", "since March", "in the last 30 days") turned into
 * Sydney-date ranges relative to today. Each rule consumes its words; what is left must be understood.
 */

const MONTHS: Record<string, number> = {
  january: 1,
  jan: 1,
  february: 2,
  feb: 2,
  march: 3,
  mar: 3,
  april: 4,
  apr: 4,
  may: 5,
  june: 6,
  jun: 6,
  july: 7,
  jul: 7,
  august: 8,
  aug: 8,
  september: 9,
  sept: 9,
  sep: 9,
  october: 10,
  oct: 10,
  november: 11,
  nov: 11,
  december: 12,
  dec: 12,
};
const MONTH = Object.keys(MONTHS).join("|");
const pad = (n: number) => String(n).padStart(2, "0");
const monthStart = (year: number, month: number) => `${year}-${pad(month)}-01`;

interface Rule {
  pattern: RegExp;
  range(match: RegExpExecArray, today: string, now: Date): Omit<DateRange, "phrase"> | null;
}

function monthOf(today: string) {
  return { year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) };
}

/** The named month, in the given year or else the latest one not after this month. */
function namedMonth(name: string, year: string | undefined, today: string) {
  const month = MONTHS[name]!;
  const now = monthOf(today);
  const y = year ? Number(year) : month <= now.month ? now.year : now.year - 1;
  return monthStart(y, month);
}

/** A day of a month, in the year given or else the latest such day not after today (null if no such day). */
function dayIn(month: number, day: number, year: string | undefined, today: string): string | null {
  if (day < 1 || day > 31) return null;
  const iso = (y: number) => `${y}-${pad(month)}-${pad(day)}`;
  const y = year ? Number(year) : Number(today.slice(0, 4));
  if (year || iso(y) <= today) return iso(y);
  return iso(y - 1);
}

function mondayOf(today: string): string {
  const day = new Date(`${today}T00:00:00Z`).getUTCDay();
  return addDaysIso(today, -((day + 6) % 7));
}

const COUNT_WORDS: Record<string, number> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirty: 30,
  sixty: 60,
  ninety: 90,
};
const COUNT = `\\d{1,3}|${Object.keys(COUNT_WORDS).join("|")}`;

/** The Australian financial year (1 July to 30 June) that holds `today`, or the one before. */
function financialYear(today: string, back: number) {
  const { year, month } = monthOf(today);
  const start = (month >= 7 ? year : year - 1) - back;
  return { from: `${start}-07-01`, to: `${start + 1}-07-01` };
}

const RULES: Rule[] = [
  {
    pattern: new RegExp(
      `\\b(?:in |during |over )?the (?:last|past) (${COUNT}) (day|week|month)s?\\b|\\b(?:last|past) (${COUNT}) (day|week|month)s?\\b`,
    ),
    range(m, today) {
      const said = m[1] ?? m[3]!;
      const n = COUNT_WORDS[said] ?? Number(said);
      const unit = m[2] ?? m[4];
      if (n < 1 || n > 120) return null;
      const days = unit === "week" ? 7 * n : n;
      const from = unit === "month" ? addMonthsIso(today, -n) : addDaysIso(today, -days);
      // Whole Sydney days, today − N to today, as "the next N days" runs today to today + N (the sets'
      // convention); a rolling N×24 hours differs only within the first day.
      const lastUnits = unit === "week" || unit === "month" ? { lastUnits: { n, unit } as const } : {};
      return { from, to: addDaysIso(today, 1), upToNow: true, ...lastUnits };
    },
  },
  {
    // "since the start of the year": this year (or month, week, quarter) up to today.
    pattern: /\bsince the (?:start|beginning) of (?:the |this )?(year|month|week|quarter)\b/,
    range(m, today) {
      const { year, month } = monthOf(today);
      const from =
        m[1] === "year"
          ? `${year}-01-01`
          : m[1] === "month"
            ? monthStart(year, month)
            : m[1] === "quarter"
              ? monthStart(year, month - ((month - 1) % 3))
              : mondayOf(today);
      return { from, to: addDaysIso(today, 1) };
    },
  },
  {
    // "this financial year", "last FY": 1 July to 30 June, as the tax office counts it.
    pattern: /\b(?:(?:this|the current|(last|previous)) )?(?:financial|fiscal) year\b|\b(?:this|(last|previous)) fy\b/,
    range: (m, today) => financialYear(today, m[1] || m[2] ? 1 : 0),
  },
  {
    // "between now and the end of next month": from today to that period's last day.
    pattern: /\b(?:between )?(?:now|today) (?:and|to|until|till|through) (?:the )?end of (this|next) (month|year)\b/,
    range(m, today) {
      const { year, month } = monthOf(today);
      const to =
        m[2] === "year"
          ? `${year + (m[1] === "next" ? 2 : 1)}-01-01`
          : addMonthsIso(monthStart(year, month), m[1] === "next" ? 2 : 1);
      return { from: today, to };
    },
  },
  {
    pattern:
      /\b(?:in |due in |over |within |during )?the (?:next|coming) (\d{1,3}) days?\b|\b(?:next|coming) (\d{1,3}) days?\b/,
    range(m, today) {
      const n = Number(m[1] ?? m[2]);
      if (n < 1 || n > 366) return null;
      return { from: today, to: addDaysIso(today, n + 1) };
    },
  },
  {
    // "within 30 days", "in 10 days' time": from today.
    pattern: /\bwithin (?:the )?(\d{1,3}) days\b|\bin (\d{1,3}) days(?: time)?\b/,
    range(m, today) {
      const n = Number(m[1] ?? m[2]);
      if (n < 1 || n > 366) return null;
      return { from: today, to: addDaysIso(today, n + 1) };
    },
  },
  {
    // "more than 3 days ago": before that day; "3 days ago": that day.
    pattern: /\b(?:(more than|over|at least) )?(\d{1,3}) (day|week)s? ago\b/,
    range(m, today) {
      const n = Number(m[2]) * (m[3] === "week" ? 7 : 1);
      if (n < 1 || n > 366) return null;
      const day = addDaysIso(today, -n);
      if (!m[1]) return { from: day, to: addDaysIso(day, 1) };
      return { from: null, to: m[1] === "at least" ? addDaysIso(day, 1) : day };
    },
  },
  {
    // "over the next fortnight", "in the next 2 weeks": today and the days after, as "next N days".
    pattern:
      /\b(?:in |due in |over |within |during )?(?:the )?(?:next|coming) (?:(\d{1,2}|two|three|four|five|six|eight) weeks?|(fortnight))\b/,
    range(m, today) {
      const days = m[2] ? 14 : 7 * (COUNT_WORDS[m[1]!] ?? Number(m[1]));
      if (days < 1 || days > 366) return null;
      return { from: today, to: addDaysIso(today, days + 1) };
    },
  },
  {
    pattern: /\b(?:in |over |during )?(?:the )?(?:last|past) fortnight\b/,
    range: (_m, today) => ({ from: addDaysIso(today, -14), to: addDaysIso(today, 1), upToNow: true }),
  },
  {
    // Calendar quarters (January to March…), as the tax office counts them.
    pattern: /\b(?:this|(last|previous)) quarter\b/,
    range(m, today) {
      const { year, month } = monthOf(today);
      const start = monthStart(year, month - ((month - 1) % 3));
      const from = m[1] ? addMonthsIso(start, -3) : start;
      return { from, to: addMonthsIso(from, 3) };
    },
  },
  {
    // "the last 3 full months": whole calendar months before this one; "each of" asks for them one by one.
    pattern:
      /\b(?:(?:for |in |over )?each of |(?:in |over |during |for )?)the (?:last|past|previous) (\d{1,2}|two|three|four|five|six|twelve) (?:full|complete|whole|calendar) months\b/,
    range(m, today) {
      const n = COUNT_WORDS[m[1]!] ?? Number(m[1]);
      if (n < 1 || n > 36) return null;
      const to = `${today.slice(0, 7)}-01`;
      return { from: addMonthsIso(to, -n), to };
    },
  },
  { pattern: /\b(?:dated )?before today\b/, range: (_m, today) => ({ from: null, to: today }) },
  { pattern: /\btoday\b/, range: (_m, today) => ({ from: today, to: addDaysIso(today, 1) }) },
  { pattern: /\byesterday\b/, range: (_m, today) => ({ from: addDaysIso(today, -1), to: today }) },
  { pattern: /\btomorrow\b/, range: (_m, today) => ({ from: addDaysIso(today, 1), to: addDaysIso(today, 2) }) },
  { pattern: /\bthis week\b/, range: (_m, today) => ({ from: mondayOf(today), to: addDaysIso(mondayOf(today), 7) }) },
  {
    pattern: /\b(?:last|previous) week\b/,
    range: (_m, today) => ({ from: addDaysIso(mondayOf(today), -7), to: mondayOf(today) }),
  },
  {
    // "in the next week" is the next 7 days, like "the next 7 days"; "next week" alone is the calendar week.
    pattern: /\b(?:in |over |during )?the (?:next|coming) week\b/,
    range: (_m, today) => ({ from: today, to: addDaysIso(today, 8) }),
  },
  {
    pattern: /\bnext week\b/,
    range: (_m, today) => ({ from: addDaysIso(mondayOf(today), 7), to: addDaysIso(mondayOf(today), 14) }),
  },
  {
    pattern: /\bthis month\b/,
    range(_m, today) {
      const from = `${today.slice(0, 7)}-01`;
      return { from, to: addMonthsIso(from, 1) };
    },
  },
  {
    pattern: /\b(?:last|previous) month\b/,
    range(_m, today) {
      const to = `${today.slice(0, 7)}-01`;
      return { from: addMonthsIso(to, -1), to };
    },
  },
  {
    // "over the next month", "in the coming 3 months": from today, like "the next 30 days"; "next month"
    // alone is the calendar month.
    pattern:
      /\b(?:in |due in |over |within |during )?the (?:next|coming) (?:(\d{1,2}|two|three|four|five|six|twelve) )?months?\b/,
    range(m, today) {
      const n = m[1] ? (COUNT_WORDS[m[1]] ?? Number(m[1])) : 1;
      if (n < 1 || n > 24) return null;
      return { from: today, to: addDaysIso(addMonthsIso(today, n), 1) };
    },
  },
  {
    pattern: /\b(?:(?:the )?year to date|ytd)\b/,
    range: (_m, today) => ({ from: `${today.slice(0, 4)}-01-01`, to: addDaysIso(today, 1) }),
  },
  {
    pattern: /\bnext month\b/,
    range(_m, today) {
      const from = addMonthsIso(`${today.slice(0, 7)}-01`, 1);
      return { from, to: addMonthsIso(from, 1) };
    },
  },
  {
    pattern: /\bthis year\b/,
    range: (_m, today) => ({ from: `${today.slice(0, 4)}-01-01`, to: `${Number(today.slice(0, 4)) + 1}-01-01` }),
  },
  {
    pattern: /\b(?:last|previous) year\b/,
    range: (_m, today) => ({ from: `${Number(today.slice(0, 4)) - 1}-01-01`, to: `${today.slice(0, 4)}-01-01` }),
  },
  {
    // "since 1 October 2026", "on 3 December", "before 2026-12-01": a day, in Sydney.
    pattern: new RegExp(
      `\\b(since|from|after|before|on|until|till) (?:the )?(?:(\\d{1,2})(?:st|nd|rd|th)? (?:of )?(${MONTH})|(${MONTH}) (\\d{1,2})(?:st|nd|rd|th)?)(?: (20\\d\\d))?\\b|\\b(since|from|after|before|on|until|till) (20\\d\\d)-(\\d\\d)-(\\d\\d)\\b`,
    ),
    range(m, today) {
      const iso = m[8]
        ? `${m[8]}-${m[9]}-${m[10]}`
        : dayIn(MONTHS[(m[3] ?? m[4])!]!, Number(m[2] ?? m[5]), m[6], today);
      if (!iso || Number.isNaN(Date.parse(`${iso}T00:00:00Z`)) || addDaysIso(iso, 0) !== iso) return null;
      switch (m[1] ?? m[7]) {
        case "since":
        case "from":
          return { from: iso, to: null };
        case "after":
          return { from: addDaysIso(iso, 1), to: null };
        case "before":
          return { from: null, to: iso };
        case "until":
        case "till":
          return { from: null, to: addDaysIso(iso, 1) };
        default:
          return { from: iso, to: addDaysIso(iso, 1) };
      }
    },
  },
  {
    pattern: new RegExp(`\\b(?:since|from) (?:the start of )?(${MONTH})(?: (20\\d\\d))?\\b`),
    range: (m, today) => ({ from: namedMonth(m[1]!, m[2], today), to: null }),
  },
  {
    pattern: new RegExp(`\\bbefore (${MONTH})(?: (20\\d\\d))?\\b`),
    range: (m, today) => ({ from: null, to: namedMonth(m[1]!, m[2], today) }),
  },
  {
    pattern: new RegExp(`\\b(?:in|during|for) (${MONTH})(?: (20\\d\\d))?\\b`),
    range(m, today) {
      const from = namedMonth(m[1]!, m[2], today);
      return { from, to: addMonthsIso(from, 1) };
    },
  },
  { pattern: /\b(?:since|from) (20\d\d)\b/, range: (m) => ({ from: `${m[1]}-01-01`, to: null }) },
  { pattern: /\bbefore (20\d\d)\b/, range: (m) => ({ from: null, to: `${m[1]}-01-01` }) },
  {
    pattern: /\b(?:in|during|for) (20\d\d)\b/,
    range: (m) => ({ from: `${m[1]}-01-01`, to: `${Number(m[1]) + 1}-01-01` }),
  },
];

export interface DatePhraseResult {
  range: DateRange | null;
  /** The text with the phrase blanked out (same length, so positions still line up). */
  rest: string;
  /** More than one date phrase: the question is refused rather than one picked. */
  conflicting: boolean;
}

/** Finds the question's date phrase, if any, against today in Sydney. */
export function readDatePhrase(text: string, now: Date): DatePhraseResult {
  const today = todayIso(now, SHOP_TIME_ZONE);
  // "as of today", "up to now" say where a period ends (read below as "so far"), not a period of one day.
  let rest = text
    .replace(/\b(?:as of|until|up to|up until) (?:today|now)\b/g, (m) => "so far".padEnd(m.length))
    // "the last three full months (not counting this month)": already what whole months mean.
    .replace(
      /\b(?:not counting|excluding|except|but not|leaving out) (?:this|the current) (?:month|week|year)\b/g,
      (m) => " ".repeat(m.length),
    );
  let range: DateRange | null = null;
  let conflicting = false;
  for (const rule of RULES) {
    const match = rule.pattern.exec(rest);
    if (!match) continue;
    const found = rule.range(match, today, now);
    if (!found) continue;
    if (range) conflicting = true;
    range = { ...found, phrase: match[0].trim() };
    rest = rest.slice(0, match.index) + " ".repeat(match[0].length) + rest.slice(match.index + match[0].length);
  }
  // "so far this year", "to date": the period up to today, never its future days.
  const soFar = /\b(?:so far|to date)\b/.exec(rest);
  if (range && soFar) {
    const end = addDaysIso(today, 1);
    range = { ...range, to: range.to && range.to < end ? range.to : end, phrase: `${range.phrase}, up to today` };
    rest = rest.slice(0, soFar.index) + " ".repeat(soFar[0].length) + rest.slice(soFar.index + soFar[0].length);
  }
  return { range, rest, conflicting };
}

/** The UTC instant of midnight at the start of a Sydney date (for timestamp columns). */
export function sydneyMidnightUtc(date: string): Date {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const guess = Date.UTC(year, month - 1, day);
  // Sydney is UTC+10 or +11: read the offset at the guess, then at the corrected instant.
  let instant = guess - offsetMinutes(new Date(guess)) * 60_000;
  instant = guess - offsetMinutes(new Date(instant)) * 60_000;
  return new Date(instant);
}

const offsetFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: SHOP_TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
});

function offsetMinutes(at: Date): number {
  const parts = Object.fromEntries(offsetFormat.formatToParts(at).map((p) => [p.type, p.value]));
  const wall = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
  );
  return Math.round((wall - at.getTime()) / 60_000);
}

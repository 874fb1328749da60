import { SHOP_TIME_ZONE, todayIso } from "../../../../shared/domain/dates";
import { postcodeDirectory } from "../../../lib/postcode-directory";
import { readDatePhrase } from "./date-phrases";
import { readDaysPastDeliveryDate, readDeliveryPhrases, readNothingComingUp } from "./question-deliveries";
import { type Findings, type Named, UntranslatableQuestion } from "./question-findings";
import { resolveIntent } from "./question-resolver";
import { readRankings, readRelations } from "./question-rules";
import { NEGATION, normalise, Text } from "./question-text";
import {
  BILLING,
  CATEGORIES,
  FREQUENCIES,
  NOUN_ALTERNATION,
  NOUNS,
  type Noun,
  PLANS,
  STATES,
  STATUS_WORDS,
  STOP_WORDS,
  UNDELIVERED,
} from "./question-vocabulary";
import type { Intent } from "./sql-intent";

export { UntranslatableQuestion };

/** Parses an English question into an intent, or throws UntranslatableQuestion. */
export function parseQuestion(question: string, now: Date): Intent {
  const asked = withoutChatter(question);
  // Private details are never read, whatever else the question says ("card numbers of failed payments").
  const secret = SECRETS.exec(asked);
  if (secret)
    throw new UntranslatableQuestion(
      [],
      `it asks for private details (“${secret[0]}”) that the tool never reads: passwords, tokens, card details, contact details, preferences and messages`,
    );
  const findings = find(normalise(asked), now, suburbsNamed(asked));
  return resolveIntent(findings);
}

/**
 * "Buyers in Melbourne": a place written with capitals after "in" or "from" that the postcode directory
 * knows as a suburb (the longest such name), as typed. Lower case is never read as a place.
 */
function suburbsNamed(question: string): string[] {
  const found: string[] = [];
  for (const m of question.matchAll(/\b(?:in|from|around) ((?:[A-Z][a-z']+)(?: [A-Z][a-z']+){0,2})\b/g)) {
    const words = m[1]!.split(" ");
    for (let n = words.length; n > 0; n--) {
      const name = words.slice(0, n).join(" ");
      if (postcodeDirectory().postcodesOfSuburb(name).length > 0) {
        found.push(name);
        break;
      }
    }
  }
  return found;
}

/** Words that make a sentence about the shop's data rather than about the asker. */
const DATA_WORDS = new RegExp(
  `\\b(?:${NOUN_ALTERNATION}|net|gst|refund\\w*|revenue|total|average|count|how many|how much|per|by|each|top|most|least|percent\\w*|only|except|exclud\\w*|includ\\w*|not|without|no|archived|removed|deleted|\\d+)\\b`,
);
/** Words that ask for what staff may never read through this tool (the reader role cannot either). */
const SECRETS =
  /\b(?:passwords?|password hash(?:es)?|(?:reset |session |api )?tokens?|card numbers?|card details|credit cards?|cvv|cvc|phone(?: numbers?)?|phones|mobile numbers?|e-?mails?(?: address(?:es)?)?|street address(?:es)?|home address(?:es)?|intimate|preferences?|card messages?|gift messages?|personal messages?)\b/i;

/** "split by annual and pay as you go": values named after "split by" are compared, one row each. */
const SPLIT_BY_VALUES =
  /\b(?:split|broken down|divided) (?:by|between|into) (?=(?:annual|yearly|pay as you go|weekly|fortnightly|monthly|quarterly|initial|first|renewal)\b)/g;
const INTENTION = /^\s*(?:i |we |just )?(?:need|want|have|going|trying|plan|hope|would like|'d like)s? to\b/;

/**
 * "Which orders still have no vendor? need to sort them out today": a sentence after the question that
 * says what the asker will do, or names none of the shop's data, is left out; any other one is read.
 */
function withoutChatter(asked: string): string {
  // "Churn check: subscriptions cancelled …": a label before a colon that names no data.
  const colon = asked.indexOf(":");
  let question = colon > 0 && !DATA_WORDS.test(asked.slice(0, colon).toLowerCase()) ? asked.slice(colon + 1) : asked;
  // "When vendors turned down orders …, what reasons": "when" opening a clause, not asking a date.
  question = question.replace(/^\s*when\b(?!\s+(?:do|does|did|will|is|are|was|were|can|should)\b)/i, "");
  // "I'd like to send a promo — which recipients …": what the asker will do, said before a dash.
  const dash = /\s[—–-]+\s/.exec(question);
  if (
    dash &&
    INTENTION.test(
      question
        .slice(0, dash.index)
        .toLowerCase()
        .replace(/^\s*i'd like/, "'d like"),
    )
  )
    question = question.slice(dash.index + dash[0].length);
  const end = question.indexOf("?");
  if (end < 0) return question;
  const head = question.slice(0, end + 1);
  const tail = question.slice(end + 1);
  if (!tail.trim()) return question;
  // "which courier carried the most? rank them": every one, ranked (the resolver reads "rank").
  if (/^\s*(?:please )?rank (?:them|these|those|all of them)\b/i.test(tail)) return `${head} rank`;
  if (INTENTION.test(tail.toLowerCase()) || !DATA_WORDS.test(tail.toLowerCase())) return head;
  // "who do people mostly buy for? count of subscribed recipients by relationship": the question is the second.
  // "Anything running late? I mean deliveries whose …": the second says it, "I mean" is not an average.
  if (!DATA_WORDS.test(head.toLowerCase())) return tail.replace(/^\s*(?:i mean|that is|i\.e\.?|as in)\b,?/i, "");
  return question;
}

export const nounFor = (word: string): Noun => NOUNS.find((n) => n.pattern === word)!.noun;

function find(source: string, now: Date, suburbs: string[] = []): Findings {
  const dates = readDatePhrase(source, now);
  if (dates.conflicting) throw new UntranslatableQuestion([], "it names more than one date range");
  // Decision (bench/sql-questions/README.md "Definitions"): "subscribers" are the live subscriptions
  // (active or paused), counted as the Analytics tab counts them, one per subscription.
  const subscribers = /\bsubscribers?\b/.test(dates.rest);
  // "annual vs pay as you go": both values, compared side by side (question-resolver.ts).
  const versus =
    /\b(?:vs|versus|compared (?:with|to))\b/.test(dates.rest) || new RegExp(SPLIT_BY_VALUES.source).test(dates.rest);
  const text = new Text(
    dates.rest
      .replace(/\bsubscriber(s?)\b/g, "subscription$1")
      // "what's the state of play": how things stand, not a grouping by state.
      .replace(/\b(?:the )?state of play(?: (?:for|on|with))?\b/g, " ")
      // "the reasons vendors gave for turning down jobs": the declines' reasons.
      .replace(
        /\breasons? (?:that )?(?:the )?(?:vendors|suppliers) (?:gave|give|have given|gives|provided)\b/g,
        "reasons",
      )
      // "split by annual and pay as you go": the values compared (versus, above).
      .replace(SPLIT_BY_VALUES, " ")
      // "how many people are on each plan": the subscriptions.
      .replace(
        /\b(?:people|customers|buyers) (?=(?:are )?on (?:each|every|which|what|the|a) plans?\b)/g,
        "subscriptions ",
      )
      // "recipients of live subs": recipients with such a subscription.
      .replace(
        /\brecipients (?:of|on|with) (live|active|paused|current) subs(?:criptions)?\b/g,
        "recipients with a $1 subscription",
      )
      // "which plans lose the most people": the most cancellations.
      .replace(
        /\blos(?:e|es|t|ing) the most (?:people|customers|subscribers|subscriptions|buyers)\b/g,
        "have the most cancellations",
      )
      // "did each courier dispatch last month": dispatched.
      .replace(/(?<!\bfor )\bdispatch\b(?! (?:dates?|scheduled)\b)/g, "dispatched")
      // "live subscriptions for recipients in Victoria": the subscriptions' recipients' state.
      .replace(/\b(?:for|of) (?:our )?recipients(?= (?:in|from)\b)/g, " ")
      // "Where are our customers? count by state": the customers.
      .replace(/^\s*where are (?:our |the |all )?(customers|recipients|vendors|buyers|suppliers)\b/, "$1")
      // "live subscriptions going to recipients in Victoria": the subscriptions' recipients' state.
      .replace(/\b(?:going|sent|delivered|heading) to (?:our |the )?recipients(?= (?:in|from|outside|not in)\b)/g, " ")
      // "special-occasion deliveries (not the regular ones)": the special ones, said again.
      .replace(/\bnot (?:the )?(?:regular|ordinary|normal) ones\b/g, " ")
      // "coming back off pause", "subs coming back": resuming.
      .replace(/\b(?:come|comes|coming|came) back(?: (?:off|from) (?:a |their |the )?pause)?\b/g, "resuming")
      // "paid subscriptions", "paying subscriptions": subscriptions (a draft is not one).
      .replace(/\b(?:paid|paying) (subscriptions?|subs?)\b/g, "$1")
      // "abandoned checkouts", "unpaid drafts": draft subscriptions.
      .replace(
        /\b(?:abandoned|unfinished|incomplete|unpaid) (?:checkouts?|drafts?)\b|\bcheckouts? (?:that were |that )?(?:abandoned|never (?:paid|finished|completed))\b/g,
        "draft subscriptions",
      )
      .replace(/\bdated (?=before|after|on|since)\b/g, "")
      // "breakdown of order statuses": by status.
      .replace(/\b(order|delivery|subscription|payment|vendor) (?:statuses|states)\b/g, (_m, noun: string) =>
        noun === "delivery" ? "deliveries by status" : `${noun}s by status`,
      )
      // "GST registered vendors - where they are": their suburb, which the list shows.
      .replace(/(?<!\bby )\b(?:and )?where (?:they|it) (?:are|is)(?: based)?(?! stuck| up to| at)\b/g, " ")
      // "(ignore drafts)": drafts are left out already.
      .replace(
        /\b(?:ignor(?:e|ing)|excluding|exclude|not counting|leave out|leaving out|without) (?:the )?drafts?\b/g,
        " ",
      )
      // "card payments": the payments (card details themselves are refused above).
      .replace(/\bcard (payments?|charges?)\b/g, "$1")
      .replace(/\bi'?d like(?: to (?:know|see|get|have))?\b/g, " ")
      // "who've bought", "who's": the words in full.
      .replace(/\b(who|we|they)'ve\b/g, "$1 have")
      .replace(/\b(they|it|we)'ll\b/g, "$1 will")
      .replace(/\bwho's\b/g, "who is")
      // "buyers sending gifts to more than one person": buyers with more than one recipient.
      .replace(
        /\b(?:who (?:are |is )?)?(?:sen[dt]s?|sending|gifting)(?: gifts?)? (?:to) (more than one|at least \d+|\d+ or more|two or more) (?:person|people|recipients?)\b/g,
        "with $1 recipient",
      )
      // "customers who haven't added anyone to send gifts to": buyers without recipients.
      .replace(
        /\b(?:who )?(?:haven't|have not|has not|hasn't|never) (?:yet )?added (?:anyone|any recipients?|a recipient|anybody)(?: (?:to send|to buy) (?:gifts?|boxes) (?:to|for))?(?: yet)?\b/g,
        "without a recipient",
      )
      // "top 5 suburbs where our recipients live": recipients by suburb.
      .replace(/\bwhere (?:our |the )?(recipients|customers|buyers|vendors) (?:live|are|are based)\b/g, "of $1")
      // "boxes dispatched", "delivered boxes", "how many boxes did each vendor deliver": deliveries.
      .replace(/\b(delivered|dispatched|shipped|sent) boxes\b/g, "$1 deliveries")
      .replace(
        /(?<!\bgift )\bboxes (?=(?:are |is |were |got |have been |that were |that got |that have been |did (?:\w+ ){1,2})?(?:dispatched|delivered|deliver|shipped|ship|sent|carried|carry|going out|go out|went out|due|booked|coming up|scheduled)\b)/g,
        "deliveries ",
      )
      .replace(/\b(carried|carry|carries|delivered|deliver|shipped) the (most|fewest) boxes\b/g, "$1 the $2 deliveries")
      // "our 10 biggest spenders": customers ranked by what they spent.
      .replace(/\b(?:biggest |top |largest |best )?spenders\b/g, "customers by spend")
      .replace(/\b(?:biggest |top |largest |best )?spending (?:customers|buyers)\b/g, "customers by spend")
      // A delivery's or subscription's place is its recipient's: "by recipient state" is "by state".
      .replace(/\b(?:recipient|delivery|destination)(?: ?s)? (states?|suburbs?|post ?codes?)\b/g, "$1")
      .replace(/\b(?:vs|versus|compared (?:with|to))\b/g, "and"),
    source,
  );
  const at = (m: RegExpExecArray) => text.at(m);
  const f: Findings = {
    dateRange: dates.range,
    limit: null,
    moneyFilters: [],
    order: null,
    superlative: null,
    groupNouns: [],
    plans: [],
    states: [],
    postcodes: [],
    categories: [],
    frequencies: [],
    billing: [],
    occasions: [],
    suburbs: [],
    today: todayIso(now, SHOP_TIME_ZONE),
    statusWords: [],
    flags: [],
    nouns: [],
    having: null,
    without: null,
    dateVerb: null,
    money: null,
    revenue: null,
    percent: false,
    buyerWord: /\bbuyers?\b/.test(source),
    versus,
    measure: { count: false, total: false, average: false, money: false },
    understood: dates.range ? [dates.range.phrase] : [],
    source,
  };

  // "for each of the last 3 full months": the range, month by month.
  if (dates.range && /\beach of\b/.test(dates.range.phrase)) {
    f.groupNouns.push({ entity: null, dimension: "month", singular: true });
  }
  // Any other "each of" would be silently dropped: refuse instead.
  if (/\beach of\b/.test(text.value))
    throw new UntranslatableQuestion(
      f.understood,
      "I could not tell what “each of” applies to (try “per month” or “by day”)",
    );
  // "… and how many of them are unassigned": a second count, of the rows meeting what is said after it.
  text.take(
    new RegExp(
      `\\b(?:and|with|plus|including) how many (?:of (?:them|those|these) )?(?:are |were |is |was |have |had |got |get |still |remain )*(?!(?:${NOUN_ALTERNATION}|each|for each|in each|per)\\b)`,
    ),
    (m) => {
      if (f.partFrom !== undefined) throw new UntranslatableQuestion(f.understood, "it asks for more than two figures");
      f.partFrom = source.indexOf(m[0].trim());
      f.understood.push("and how many of them");
    },
  );
  if (/\b(?:of (?:them|those|these)|and (?:what|which) (?:share|percentage|proportion))\b/.test(text.value))
    throw new UntranslatableQuestion(
      f.understood,
      "it asks for a second figure about some of the rows (ask for each figure separately)",
    );
  // Order matters: each rule blanks its words, so longer phrases go before the words inside them.
  readNothingComingUp(text, f, todayIso(now, SHOP_TIME_ZONE));
  // "upcoming deliveries", "coming up in the next 30 days": from today on, unless a period says more.
  // (Not "with a delivery coming up": that is a related row, read in question-rules.ts.)
  text.take(
    /(?<!\b(?:with|have|has|having) (?:a |an |any )?(?:deliver(?:y|ies)|orders?|boxes|gifts?) )\b(?:coming up|upcoming|coming(?! in\b)|ahead|forthcoming)\b/,
    (m) => {
      if (!f.dateRange) f.dateRange = { from: todayIso(now, SHOP_TIME_ZONE), to: null, phrase: "from today on" };
      f.understood.push(m[0].trim());
    },
  );
  text.take(/\b(?:right now|at the moment|currently|at present|these days)\b/, () => {
    f.now = true;
  });
  text.take(
    /\b(?:(?:with )?(?:the )?(?:most|biggest|highest|largest)(?: (?!recent|recently|expensive)\w+)? (?:first|at the top)|in descending order|descending|(?:from )?highest to lowest|(?:from )?most to least|most common|commonest|most frequent)\b/,
    () => {
      f.valueOrder = "desc";
    },
  );
  text.take(
    /\b(?:(?:with )?(?:the )?(?:fewest|least|lowest|smallest) (?:first|at the top)|in ascending order|ascending|(?:from )?lowest to highest|(?:from )?least to most)\b/,
    () => {
      f.valueOrder = "asc";
    },
  );
  // "split into active and paused": one row per status named.
  text.take(
    /\b(?:split|broken|divided|separated) (?:up )?(?:into|between)(?= (?:active|paused|cancell?ed|draft|delivered|skipped|shipped|succeeded|failed|open|approved|paid)\b)/,
    (m) => {
      f.groupNouns.push({ entity: null, dimension: "status", singular: false });
      f.understood.push(m[0].trim());
    },
  );
  // "who are they for and when", "and for how much", "how much each will charge", "how much each one is":
  // a list shows those.
  text.take(
    /\b(?:and )?who (?:are they|is it|are those|is each) for(?: and when)?\b|\b(?:and )?for how much\b|\b(?:and |with )?how much (?:each|every) (?:one )?(?:will |would )?(?:charge|be charged|costs?|is|was|will be|comes to)\b/,
    () => {},
  );
  // "on average, how many days did cancelled subscriptions last": how long they ran, averaged.
  const howLong = /\b(?:how long|how many days|(?:average|avg|mean) (?:number of )?days)\b/;
  if (howLong.test(text.value) && /\b(?:last(?:ed|s)?|ran|run|stay(?:ed)?)\b/.test(text.value)) {
    text.take(
      /\b(?:on average )?(?:how long|how many days|(?:the )?(?:average|avg|mean) (?:number of )?days)\b|\b(?:last(?:ed|s)?|ran|run|stay(?:ed)?)(?: for)?(?: before (?:cancell?ing|ending|stopping|(?:they(?:'re| are)?|it(?:'s| is)?) (?:were |was |got |being )?(?:cancell?ed|cancel|ended|end|stopped|stop)))?\b/,
      (m) => {
        f.lifetime = true;
        f.understood.push(m[0].trim());
      },
    );
  }
  readDaysPastDeliveryDate(text, f, todayIso(now, SHOP_TIME_ZONE));
  readRelations(text, f);
  readDeliveryPhrases(text, f);
  if (f.late) {
    if (f.dateRange)
      throw new UntranslatableQuestion(
        f.understood,
        "late deliveries are dated before today: it names another date range",
      );
    f.dateRange = { from: null, to: todayIso(now, SHOP_TIME_ZONE), phrase: "before today" };
    f.dateOn = "delivery";
  }
  // "(by delivery date)", "per statement month": which date the question means.
  text.take(
    /\b(?:by|on|using|per|for each) (?:the |their )?(delivery|due|dispatch|statement) (?:date|month)\b/,
    (m) => {
      f.dateOn = m[1] === "dispatch" ? "dispatched" : m[1] === "statement" ? "period" : "delivery";
      // "per statement month" also groups by it; "(by delivery date)" beside another grouping only names the date.
      if (/per|each|statement/.test(m[0].split(" ")[0]!) || m[1] === "statement")
        f.groupNouns.push({ entity: null, dimension: "month", singular: true });
      f.understood.push(m[0].trim());
    },
  );
  // "show the order id, delivery date and recipient": a list shows those already.
  // Never after "by"/"per": "by occasion" is a grouping (read below), not a column to show.
  text.take(
    /(?<!\b(?:by|per|each|across) (?:the )?)\b(?:with |and |plus |including |showing )?(?:the |their |its )?(?:order |delivery |recipient |customer |buyer |vendor )?(?:ids?|names?|delivery dates?|recipient(?! (?:state|suburb|postcode)s?\b)|dates? (?:they|it) (?:resumes?|restarts?|pick(?:s)? (?:back )?up(?: again)?|starts? again)|who (?:the recipient|it|they) (?:is|are)(?: for)?|(?:the )?resume dates?|(?:the )?occasions?|(?:the )?dates?)(?=\s*(?:and\b|$))/,
    () => {},
  );
  // "vendor and amount", "and the amount they'll be charged": columns a list shows already.
  text.take(
    /\b(?:and |with )?(?:the )?amounts? (?:they(?:'ll| will) be|to be|that will be|due to be) (?:charged|billed|paid)\b|\b(?:with )?(?:the )?vendor(?: names?)? and (?:the )?amounts?(?=\s*$)/,
    () => {},
  );
  // "refunds per week - number and dollar total": how many and how much.
  text.take(
    /\b(?:the )?(?:number|count) and (?:the )?(?:dollar |\$ )?(?:total|amount|value)\b|\bdollar total\b/,
    () => {
      f.measure.total = true;
      f.measure.count = true;
      f.measure.money = true;
    },
  );
  // "with their suburb", "when they cancelled": columns a list shows already, said after the rows.
  text.take(
    /\b(?:(?:with|and|plus|including|showing) (?:the |their |its )(?:suburbs?|postcodes?|states?|daily capacity|capacity|abns?|business types?|prices?|amounts?|couriers?|vendors?)(?: and (?:the |their )?(?:couriers?|vendors?|recipients?|dates?))?|(?:and |with )?when (?:they|it) (?:were |was )?(?:cancell?ed|paused|started|signed up|applied|joined))(?=\s*(?:and\b|$))/,
    () => {},
  );
  // "Show how many each has": the owners listed with their counts.
  text.take(
    /\b(?:show |with |and |plus )?how many (?:each (?:one )?(?:has|have)|(?:they|each of them) (?:each )?(?:have|has))\b(?: listed| got| made| placed)?/,
    () => {
      f.countEach = true;
    },
  );
  // Statuses before rankings and groupings: "by active subscriptions" groups subscriptions.
  text.take(
    /\b(?:with (?:a |the )?status(?: of)?|whose status is|status is|status)(?= (?:not )?(?:active|paused|cancell?ed|draft|pending|approved|rejected|suspended|ordered|shipped|delivered|to order|succeeded|failed|skipped|withdrawn|refunded|open)\b)/,
    () => {},
  );
  // "end up cancelled", "went on to be paused": the status itself.
  text.take(
    /\b(?:end(?:s|ed)? up|wind(?:s)? up|wound up|(?:go|goes|went) on to be)(?= (?:being )?(?:active|paused|cancell?ed|skipped|delivered|refunded|withdrawn|failed|approved|rejected|suspended)\b)/,
    () => {},
  );
  for (const status of STATUS_WORDS) {
    text.take(new RegExp(`\\b${NEGATION}${status.pattern.source.slice(2)}`), (m) => {
      f.statusWords.push({ word: status.word, meaning: status.meaning, negated: Boolean(m[1]), at: at(m) });
      f.understood.push(m[1] ? `not ${status.word}` : status.word);
    });
  }
  if (subscribers && !f.statusWords.some((w) => w.meaning.subscriptions)) {
    f.statusWords.push({ word: "live", meaning: { subscriptions: "active,paused" }, negated: false });
    f.understood.push("live");
  }
  readRankings(text, f);
  const named = (list: Named[], value: string, m: RegExpExecArray, shown: string) => {
    list.push({ value, negated: Boolean(m[1]), at: at(m) });
    f.understood.push(m[1] ? `not ${shown}` : shown);
  };
  for (const plan of PLANS) {
    text.take(new RegExp(`\\b${NEGATION}${plan.pattern.source.slice(2)}`), (m) =>
      named(f.plans, plan.key, m, plan.name),
    );
  }
  for (const state of STATES) {
    text.take(new RegExp(`\\b${NEGATION}(?:in )?${state.pattern.source.slice(2)}`), (m) => {
      const code = state.code || m[2]!.toUpperCase();
      named(f.states, code, m, code);
    });
  }
  for (const suburb of suburbs) {
    const words = normalise(suburb).trim();
    text.take(new RegExp(`\\b${NEGATION}(?:in|from|around) ${words}\\b`), (m) => named(f.suburbs, suburb, m, suburb));
  }
  text.take(new RegExp(`\\b${NEGATION}(?:in )?(?:the )?post ?code (\\d{4})\\b`), (m) =>
    named(f.postcodes, m[2]!, m, `postcode ${m[2]}`),
  );
  for (const billing of BILLING) {
    text.take(new RegExp(`\\b${NEGATION}(?:on )?${billing.pattern.source.slice(2)}`), (m) =>
      named(f.billing, billing.value, m, `${billing.value} billing`),
    );
  }
  // "weekly deliveries for the last 8 weeks": week by week, not the weekly plans.
  // Only "the last N weeks/months": "weekly plans last month" is the weekly plans.
  const unit = dates.range?.lastUnits?.unit;
  if (unit) {
    text.take(new RegExp(`\\b${unit === "week" ? "weekly" : "monthly"}\\b`), (m) => {
      f.groupNouns.push({ entity: null, dimension: unit, singular: true });
      f.understood.push(m[0]);
    });
  }
  for (const frequency of FREQUENCIES) {
    text.take(new RegExp(`\\b${NEGATION}${frequency.pattern.source.slice(2)}`), (m) =>
      named(f.frequencies, frequency.value, m, frequency.value),
    );
  }
  // "across live subscriptions", "of all time": the scope of the data, not a grouping or a period.
  text.take(
    /\bacross (?:all |the |our )*(?=(?:subscriptions|subs|orders|deliveries|payments|recipients|customers|buyers|vendors|gift boxes|boxes)\b)|\b(?:of |for |in )?all time\b|\bever\b/,
    () => {},
  );
  // "count them by where they're stuck": by status.
  text.take(/\bby where (?:they(?:'re| are)|it(?:'s| is)) (?:stuck|at|up to)\b/, (m) => {
    f.groupNouns.push({ entity: null, dimension: "status", singular: true });
    f.understood.push(m[0].trim());
  });
  // "a breakdown of deliveries by status": the grouping is the "by"; a breakdown of nothing is refused below.
  let breakdown = false;
  text.take(
    new RegExp(
      `\\b(?:(?:an? |the )?break ?down by|grouped by|broken down by|split by|by|per|for each|in each|for every|each|across) (?:the )?(?:(?:number|count|total) of )?(${NOUN_ALTERNATION})(?: and (?:by |per )?(?:the )?(${NOUN_ALTERNATION}))?\\b`,
    ),
    (m) => {
      const adding = [nounFor(m[1]!), ...(m[2] ? [nounFor(m[2])] : [])];
      const all = [...f.groupNouns, ...adding];
      // At most two groupings, said together ("by plan and state") or apart ("each vendor … split by status").
      if (all.length > 2 || new Set(all.map((n) => n.dimension ?? n.entity)).size < all.length)
        throw new UntranslatableQuestion(f.understood, "it asks for more than two groupings");
      f.groupNouns.push(...adding);
      f.understood.push(m[0].trim());
    },
  );
  // "plan and frequency mix", "state breakdown": the nouns before the word are the groupings.
  text.take(new RegExp(`\\b(${NOUN_ALTERNATION})(?: and (${NOUN_ALTERNATION}))? (?:mix|breakdown|split)\\b`), (m) => {
    let adding = [nounFor(m[1]!), ...(m[2] ? [nounFor(m[2])] : [])];
    // "why are payments failing? payments breakdown": the failed payments, by their reason.
    if (f.reason && adding.length === 1 && adding[0]!.entity === "payments") {
      f.nouns.push(adding[0]!);
      adding = [{ entity: null, dimension: "reason", singular: true }];
    }
    if (f.groupNouns.length + adding.length > 2 || adding.some((n) => !n.dimension))
      throw new UntranslatableQuestion(f.understood, "it asks for a breakdown I cannot make");
    f.groupNouns.push(...adding);
    f.understood.push(m[0].trim());
  });
  // "breakdown of statuses for the next fortnight": by status.
  text.take(new RegExp(`\\b(?:an? |the )?(?:breakdown|split) of (?:the )?(${NOUN_ALTERNATION})\\b`), (m) => {
    const noun = nounFor(m[1]!);
    if (noun.entity || !noun.dimension) breakdown = true;
    if (noun.entity) f.nouns.push(noun);
    else f.groupNouns.push(noun);
    f.understood.push(m[0].trim());
  });
  text.take(/\b(?:an? |the )?(?:breakdown|split) of\b/, () => {
    breakdown = true;
  });
  text.take(/\b(?:how many|(?:the )?total (?:number|count) of|number of|count of|counts?|tally)\b/, (m) => {
    f.measure.count = true;
    f.understood.push(m[0].trim());
  });
  text.take(/\b(?:average|avg|mean)\b/, () => {
    f.measure.average = true;
    f.understood.push("average");
  });
  text.take(/\b(?:in total|all together|altogether)\b/, () => {});
  text.take(/\b(?:total|sum of|sum|how much)\b/, (m) => {
    f.measure.total = true;
    if (m[0] === "how much") f.measure.money = true;
    f.understood.push("total");
  });
  text.take(/\bgst\b/, () => {
    f.money = "gst";
    f.measure.money = true;
    f.understood.push("GST");
  });
  text.take(/\b(?:costs?)\b/, () => {
    f.money = "cost";
    f.measure.money = true;
    f.understood.push("cost");
  });
  text.take(/\b(?:amounts?|values?|prices?|spend|spent|paid|worth|dollars|money)\b/, (m) => {
    f.measure.money = true;
    f.understood.push(m[0].trim());
  });
  for (const category of CATEGORIES) {
    text.take(new RegExp(`\\b${NEGATION}${category.pattern.source.slice(2)}`), (m) =>
      named(f.categories, category.value, m, `${category.value} category`),
    );
  }
  text.take(new RegExp(`\\b(?:${NOUN_ALTERNATION})\\b`), (m) => {
    f.nouns.push(nounFor(m[0]));
    f.understood.push(m[0]);
  });

  // "still ordered though their date has passed": those statuses, late; "delivered late" is not "late"
  // (still on its way), and lateness beside any other status is not guessed at.
  const onItsWay = UNDELIVERED.split(",");
  const alsoSaid = f.statusWords.filter((w) => !w.negated && w.word !== "late" && w.word !== "undelivered");
  const onTheirWay = alsoSaid.every((w) => w.meaning.orders?.split(",").every((v) => onItsWay.includes(v)));
  if (f.late && alsoSaid.length > 0 && onTheirWay) f.statusWords = f.statusWords.filter((w) => w.word !== "late");
  else if (f.late && alsoSaid.length > 0)
    throw new UntranslatableQuestion(
      f.understood,
      "“late” means still on its way after the delivery date, not another status",
    );
  text.take(/\b(?:a |the )?breakdown\b/, () => {
    breakdown = true;
  });
  // "breakdown of decline reasons", "why are payments failing? breakdown …": by the reason.
  if (breakdown && f.groupNouns.length === 0 && f.reason) {
    f.groupNouns.push({ entity: null, dimension: "reason", singular: true });
    breakdown = false;
  }
  if (breakdown && f.groupNouns.length === 0)
    throw new UntranslatableQuestion(f.understood, "it asks for a breakdown without saying by what (e.g. “by status”)");
  const leftover = text.value.split(/\s+/).filter((word) => word && !STOP_WORDS.has(word));
  if (leftover.length > 0) {
    const shown = [...new Set(leftover)].slice(0, 6).map((w) => `“${w.slice(0, 30)}”`);
    throw new UntranslatableQuestion(
      f.understood,
      `I do not know the word${shown.length > 1 ? "s" : ""} ${shown.join(", ")}`,
    );
  }
  return f;
}

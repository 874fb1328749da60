import { NOT_SENT } from "./question-deliveries";
import { type Findings, UntranslatableQuestion } from "./question-findings";
import type { Text } from "./question-text";
import { NOUN_ALTERNATION, NOUNS, type Noun, NUMBER_WORD, NUMBER_WORDS, STATUS_WORDS } from "./question-vocabulary";
import type { EntityKey } from "./sql-catalogue";
import type { Order } from "./sql-intent";

/**
 * The rules that read how things relate: counts of related rows ("more than one recipient"), their
 * absence ("without a subscription"), yes/no facts, shares, takings, and which date a verb means.
 */

const nounFor = (word: string): Noun => NOUNS.find((n) => n.pattern === word)!.noun;
const numberOf = (word: string) => NUMBER_WORDS[word] ?? Number(word);
const NUMBER = `(\\d{1,4}|${NUMBER_WORD})`;
const HAVE =
  "(?:with|who have|who has|that have|that has|which have|which has|has|have|having|had|who had|that had|holding|(?:who are |that are |are |is )?(?:getting|receiving|due to (?:get|receive)|due|booked for)|(?:who |that )?(?:get|gets|receive|receives))";
/** A status said between the count and the noun: "more than one failed payment". */
const COUNTED_WORD =
  "failed|declined|successful|succeeded|active|paused|cancell?ed|delivered|skipped|refunded|withdrawn|live|current";
const COUNTED_STATUS = `(?:(${COUNTED_WORD})(?: or (?:${COUNTED_WORD}))? )?`;

export function readRelations(text: Text, f: Findings) {
  const say = (words: string) => f.understood.push(words);
  // "acceptance rate per vendor", "what % of the orders offered to each vendor did they accept".
  text.take(
    /\b(?:(?:the |their |our )?(?:offer |order |job )?(?:acceptance|accept) rates?|(?:what )?(?:percentage|percent|share|proportion) of (?:the )?(?:orders|offers|jobs) (?:offered |sent )?(?:to (?:each|every) (?:vendor|supplier) |to them )?(?:did |do |does )?(?:they |each vendor |vendors )?(?:accept(?:ed)?|take up|took up))\b(?: (?:as a |in )?(?:percentage|percent))?/,
    (m) => {
      f.acceptance = true;
      if (/\beach\b/.test(m[0])) f.groupNouns.push({ entity: null, dimension: "vendor", singular: true });
      f.nouns.push({ entity: "offers", dimension: null, singular: false });
      say(m[0].trim());
    },
  );
  // "(accepted as a % of offered)", "for offers made in …": the rate's definition, said again.
  if (f.acceptance)
    text.take(
      /\b(?:for |of )?offers (?:made|sent)\b|\b(?:accepted|accepted offers) as an? percent(?:age)? of (?:offered|offers(?: made)?)\b|\b(?:each vendor|every vendor|their|vendors) offers\b/,
      (m) => {
        if (/\b(?:each|every) vendor\b/.test(m[0]))
          f.groupNouns.push({ entity: null, dimension: "vendor", singular: true });
      },
    );
  // "daily capacity and suburb for every approved vendor": a column the vendors' list shows.
  text.take(
    /\b(?:(?:the|their|its|and|with) )*(?:(?:suburbs?|names?|states?) and (?:their |the )?)?daily capacit(?:y|ies)(?: and (?:their |the )?(?:suburbs?|names?|states?))?\b|\b(?:and )?how many orders a day (?:they|it|each) can (?:take|handle|do|fulfil|manage)\b/,
    () => {
      f.capacity = true;
    },
  );
  // "cost per delivered box": the average over the deliveries in that state.
  text.take(/\b(?:per|for each|a|each) (delivered|shipped|dispatched|sent) (?:box|delivery|order|gift box)\b/, (m) => {
    const status = m[1] === "delivered" ? "delivered" : "shipped";
    f.statusWords.push({ word: status, meaning: { orders: status }, negated: false });
    f.nouns.push({ entity: "orders", dimension: null, singular: true });
    f.measure.average = true;
    say(m[0].trim());
  });
  // "the most popular plans": ranked by how many subscriptions they have.
  text.take(/\b(?:(most|least) )?popular(?: first)?\b/, (m) => {
    f.superlative = {
      noun: { entity: "subscriptions", dimension: null, singular: false },
      direction: m[1] === "least" ? "asc" : "desc",
    };
    say(m[0].trim());
  });
  // "how much do we owe vendors": what their statements not yet paid add up to.
  text.take(
    /\b(?:how much )?(?:do |does )?(?:we )?(?:owe|owed|owing|still owe)(?: to)?(?: (?:our |the |each |every )?(?:vendors?|suppliers?))?\b/,
    (m) => {
      // "how much do we owe each vendor": the statements, by vendor.
      if (/\b(?:each|every)\b/.test(m[0])) f.groupNouns.push({ entity: null, dimension: "vendor", singular: true });
      f.nouns.push(nounFor("statements"));
      f.statusWords.push({ word: "paid", meaning: { statements: "paid" }, negated: true });
      f.measure.total = true;
      f.measure.money = true;
      say(m[0].trim());
    },
  );
  // "by how much we've paid them": vendors ranked by their statements paid.
  text.take(/\bby (?:how much|what) (?:we(?:'ve| have)? )?(?:paid|pay|paying) (?:them|out|each)?\b/, (m) => {
    f.superlative = { noun: nounFor("statements"), direction: "desc" };
    paidOut(f);
    say(m[0].trim());
  });
  // "dispatched after the date they were meant to be delivered": later than the delivery date.
  text.take(
    /\b(?:(?:were |was |got )?(?:dispatched|shipped|sent|sent out|went out) )?(?:were dispatched )?(?:after|later than|past) (?:the |their |its )?(?:date|day) (?:they|it) (?:were|was) (?:meant|due|supposed|scheduled) to (?:be )?(?:delivered|arrive)|\b(?:dispatched|shipped|sent|went out|gone out) (?:after|later than|past) (?:the |their |its )?(?:delivery|due) dates?\b/,
    (m) => {
      f.flags.push({ flag: "dispatchedLate", value: true, at: text.at(m) });
      f.nouns.push(nounFor("deliveries"));
      // "dispatched later than their delivery date this year": the period is when they were dispatched.
      if (/^(?:were |was |got )?(?:dispatched|shipped|sent|went out|gone out)/.test(m[0].trim()))
        f.dateVerb ??= "dispatched";
      say(m[0].trim());
    },
  );
  // "orders that went out last week": dispatched.
  // (The period itself is read first and gone from the text: "went out" with one is dispatched then;
  // "going out tomorrow" is what is due.)
  const pattern = f.dateRange
    ? /\b(?:went|gone) out\b/
    : /\b(?:went|gone|going) out(?= (?:last|this|in|on|during|over|yesterday|today)\b)/;
  text.take(pattern, (m) => {
    f.dateVerb = "dispatched";
    f.statusWords.push({ word: "shipped", meaning: { orders: "shipped" }, negated: false, at: text.at(m) });
    say(m[0].trim());
  });
  // "how many orders did each courier carry": a courier carries what was dispatched.
  text.take(/\b(?:carr(?:y|ied|ies|ying)|took(?! out)|handled?)\b/, (m) => {
    f.dateVerb = "dispatched";
    say(m[0].trim());
  });
  // "renewals due in the next 2 weeks", "how much do we expect to bill": active subscriptions by the day
  // their next charge is due (a paused one is not charged).
  text.take(
    /\b(?:renewals? (?:are |that are |which are )?(?:due|coming up|upcoming)|(?:due|up) (?:to|for) (?:renew(?:al)?|be (?:charged|billed))|(?:(?:come|comes|coming) )?up for renewal|(?:expected|upcoming|next|due) (?:renewals?|charges?|bills?|billings?(?! dates?))|(?:how much )?(?:are |do |will )?(?:we )?(?:(?:expect(?:ing)?|going|set) to (?:bill|charge|collect|take|receive|invoice)|due to (?:bill|charge|collect|invoice|renew))(?: in)?)\b/,
    (m) => {
      f.nouns.push({ entity: "subscriptions", dimension: null, singular: false });
      f.statusWords.push({ word: "active", meaning: { subscriptions: "active" }, negated: false, at: text.at(m) });
      f.dateVerb = "billing";
      // "renewals due in the next 7 days", "which subscriptions are due to bill": the subscriptions
      // themselves, unless "how many" or "how much" is asked.
      if (/how much|expect|going to|set to|collect|expected|upcoming (?:charges|bills|billings)/.test(m[0])) {
        f.measure.total = true;
        f.measure.money = true;
      }
      say(m[0].trim());
    },
  );
  // "archived recipients", "(ignore archived ones)", "including archived": recipients their buyer removed.
  text.take(
    /\b(?:(ignor(?:e|ing)|excluding|exclude|not|non|without|leav(?:e|ing) out|skip(?:ping)?)|(including|include|incl|plus|even))? ?(?:the )?(?:archived|removed|deleted)(?: ones| recipients?| (?:recipient )?profiles?)?((?: (?:count|counted|included|too|as well))+)?\b/,
    (m) => {
      if (f.archived) throw new UntranslatableQuestion(f.understood, "it says two things of archived recipients");
      f.archived = m[1] ? "exclude" : m[2] || m[3] ? "include" : "only";
      if (/recipient/.test(m[0])) f.nouns.push(nounFor("recipients"));
      say(m[0].trim());
    },
  );
  // "renewals in the next 30 days": a period from today on makes renewals the ones due, not charges made.
  if (f.dateRange?.from && f.dateRange.from >= f.today) {
    text.take(/\brenewals?\b/, (m) => {
      f.nouns.push({ entity: "subscriptions", dimension: null, singular: false });
      f.statusWords.push({ word: "active", meaning: { subscriptions: "active" }, negated: false, at: text.at(m) });
      f.dateVerb = "billing";
      say("renewals due");
    });
  }
  // "subscriptions that bill in the next 7 days, and how much will each be charged": by next billing date.
  if (f.dateRange?.from && f.dateRange.from >= f.today) {
    text.take(
      /\b(?:and )?how much (?:will |would |is |does )?(?:each|it|they)(?: one)? (?:will |would )?(?:be |get |is )?(?:charged|billed)\b/,
      () => {},
    );
    text.take(
      /\b(?:with (?:a |their |the )?(?:next )?billing date|(?:will |that |which |due to )?(?:bills?|billed|charged?|renews?|renewing))\b(?: (?:in|on|during|within|over))?/,
      (m) => {
        f.statusWords.push({ word: "active", meaning: { subscriptions: "active" }, negated: false, at: text.at(m) });
        f.dateVerb = "billing";
        say(m[0].trim());
      },
    );
  }
  // "which vendors decline the most", "turned down the most offers": vendors ranked by their declines.
  text.take(
    /\b(?:declin(?:e|es|ed|ing)|turn(?:ed|s|ing)? down|knock(?:ed|s|ing)? back) (?:the )?(?:most|fewest|least)(?: (?:orders?|offers?|jobs?|deliveries))?\b|\b(?:for|by) (?:turning down|declining|knocking back|rejecting) (?:the most )?(?:orders|offers|jobs)\b/,
    (m) => {
      if (f.superlative) throw new UntranslatableQuestion(f.understood, "it asks for two rankings");
      f.superlative = { noun: DECLINES, direction: /fewest|least/.test(m[0]) ? "asc" : "desc" };
      say(m[0].trim());
    },
  );
  // "why are vendors declining orders", "declines by reason": the offers vendors turned down.
  text.take(
    /\b(by (?:how many|the number of|number of) )?(?:(?:vendors?|suppliers?) (?:are |were |have been |been )?(?=declin|turn))?(?:declined (?:orders?|offers?|jobs?|deliveries)|(?:order )?offers? (?:they(?:'ve| have)? |that (?:were |have been |got )?)?(?:declined|turned down|knocked back)|(?:orders?|offers?|jobs?) (?:that )?(?:the )?(?:vendors?|suppliers?) (?:have )?(?:turned down|declined|knocked back|rejected)|(?:orders?|offers?|jobs?) (?:that )?(?:were |got |have been |being )?(?:declined|turned down|rejected) by (?:the )?(?:vendors?|suppliers?)|declin(?:ing|es|e|ed) (?:orders?|offers?|jobs?|deliveries)|declines|(?:turn(?:ed|ing|s)? down|knock(?:ed|ing|s)? back) (?:orders?|offers?|jobs?))\b/,
    (m) => {
      // "rank vendors by how many offers they declined": the vendors, most declines first.
      if (m[1]) f.superlative = { noun: DECLINES, direction: "desc" };
      else f.nouns.push(DECLINES);
      say(m[0].trim());
    },
  );
  text.take(
    /\b(?:(?:an? |the )?break ?down by|grouped by|broken down by|split by|by|per|for each) (?:the |their )?(?:(?:decline |declined |failure |fail )?reasons?|failure messages?|error messages?|errors?)\b/,
    (m) => {
      f.groupNouns.push({ entity: null, dimension: "reason", singular: true });
      say(m[0].trim());
    },
  );
  // "customers who have paid us more than $500 this year": their charges add up to more than that.
  text.take(
    /\b(?:who |that |which )?(?:have |has |had )?(?:paid(?: us)?|spent(?: with us)?|spend(?: with us)?)(?: a total of| in total| altogether)? (more than|over|above|at least|less than|under|below) (?:\$ ?(\d{1,6}(?:\.\d{1,2})?)|(\d{1,6}(?:\.\d{1,2})?) ?(?:dollars|aud))(?: in total| altogether| all up)?\b/,
    (m) => {
      if (f.having) throw new UntranslatableQuestion(f.understood, "it counts two kinds of related rows");
      const cents = Math.round(Number(m[2] ?? m[3]) * 100);
      const op = moneyOp(m[1]!);
      f.having = { noun: { entity: "revenue", dimension: null, singular: true }, op, n: cents, cents: true };
      f.revenue = f.revenue ?? { net: false, refunds: false };
      say(m[0].trim());
    },
  );
  // "vendor-made gift boxes", "vendor boxes": the boxes vendors list.
  text.take(/\bvendor(?: made)? (?=(?:gift )?boxes\b)|\b(?:made|listed|sold) by (?:a |our )?vendors?\b/, (m) => {
    f.flags.push({ flag: "byVendor", value: true, at: text.at(m) });
    say("made by a vendor");
  });
  // "how much did we pay vendors each month": the statements paid out.
  text.take(/\b(?:how much )?(?:did|have|do) we (?:pay|paid) (?:our |the )?(?:vendors|suppliers)\b/, (m) => {
    f.nouns.push(nounFor("statements"));
    paidOut(f);
    say(m[0].trim());
  });
  // "vendors who declined more than one offer", "… turned down an order more than once": declines counted.
  text.take(
    new RegExp(
      `\\b(?:who |that |which )?(?:have |has )?(?:declined|turned down|knocked back|rejected) (?:(more than|at least|over) ${NUMBER} (?:offers?|orders?|jobs?)|(?:an? |any )?(?:orders?|offers?|jobs?) (more than once|at least twice|twice or more))\\b`,
    ),
    (m) => {
      const [op, n] = m[1]
        ? [m[1] === "at least" ? ">=" : ">", numberOf(m[2]!)]
        : m[3] === "more than once"
          ? [">", 1]
          : [">=", 2];
      setHaving(f, DECLINES, op as ">" | ">=", n as number, m[0]);
    },
  );
  // "recipients with a delivery coming up in the next 30 days": at least one still to be sent (the period
  // is the deliveries', moved there by the resolver).
  text.take(
    /\b(?:with|who have|who has|that have|that has|having) (?:a |an |any )?(?:deliver(?:y|ies)|orders?|boxes|gifts?) (?:coming up|due|booked|scheduled|upcoming|on the way)\b/,
    (m) => {
      if (f.without) throw new UntranslatableQuestion(f.understood, "it names more than one related thing");
      f.without = {
        noun: { entity: "orders", dimension: null, singular: false },
        present: true,
        filters: [{ kind: "status", values: NOT_SENT.split(","), negated: true }],
      };
      say(m[0].trim());
    },
  );
  // "recipients with a live subscription", "buyers who have an active subscription": at least one such row;
  // "recipients who don't currently have an active or paused subscription": none such.
  const related = "(live|active|current|paused|cancell?ed|delivered|failed|successful)";
  text.take(
    new RegExp(
      `\\b(?:with|who have|who has|that have|that has|which have|having|have|has|who currently have|currently have|that currently have|(without|(?:who |that |which )?(?:don't|do not|doesn't|does not)(?: currently)? have|(?:who |that |which )?(?:haven't|hasn't|have not|has not)(?: currently)?(?: got)?)) (?:a |an |at least one |any )${related}(?: or ${related})? (subscriptions?|subs?|orders?|deliveries|delivery|payments?|charges?|gift boxes|boxes|box)\\b`,
    ),
    (m) => {
      if (f.without) throw new UntranslatableQuestion(f.understood, "it names more than one related thing");
      const noun = nounFor(m[4]!.replace(/^subs?$/, "subscriptions").replace(/^box$/, "boxes"));
      const entity = noun.entity as EntityKey;
      const values = [m[2]!, ...(m[3] ? [m[3]] : [])].flatMap((word) => {
        const status = STATUS_WORDS.find((w) => new RegExp(w.pattern.source).test(` ${word} `))!;
        const meaning = status.meaning[entity];
        if (!meaning || meaning.includes(":"))
          throw new UntranslatableQuestion(f.understood, `“${word}” does not describe ${m[4]}`);
        return meaning.split(",");
      });
      f.without = { noun, present: !m[1], filters: [{ kind: "status", values: [...new Set(values)] }] };
      say(m[0].trim());
    },
  );
  // "subscribed recipients", "customers who are subscribed": with a subscription that is not a draft.
  text.take(
    /(?<!\b(?:never|not|haven't|hasn't)(?: \w+)? )\bsubscribed\b(?! to)|\b(?:who are|that are|currently) subscribed\b/,
    (m) => {
      if (f.without) throw new UntranslatableQuestion(f.understood, "it names more than one related thing");
      f.without = {
        noun: { entity: "subscriptions", dimension: null, singular: false },
        present: true,
        filters: [{ kind: "status", values: ["draft"], negated: true }],
      };
      say(m[0].trim());
    },
  );
  // "special occasion deliveries (birthdays, anniversaries etc)": the add-ons for a special date.
  text.take(
    /\b(?:(?:birthday|anniversary|valentines?(?: day)?)(?: and| or)? )*(?:(special|regular|ordinary) (?:(?:occasion|date|day|event)s? )?(?:deliveries|delivery|orders?|boxes|add ons?|extras?)|(special) (?:occasion|date|day|event)s?|add ons?|extras?)(?: (?:for |like |such as |eg |e g |incl |including )?birthdays?(?: and)? anniversar(?:y|ies)(?: and)?(?: valentines?(?: day)?)?(?: etc| and so on)?)?\b/,
    (m) => {
      f.flags.push({ flag: "special", value: (m[1] ?? m[2] ?? "special") === "special", at: text.at(m) });
      f.nouns.push(nounFor("deliveries"));
      say(m[0].trim());
    },
  );
  // "birthday deliveries", "Mother's Day orders": the add-ons for that occasion.
  text.take(
    /\b(birthday|anniversary|valentines?(?: day)?|mothers? day|fathers? day) (?:deliveries|delivery|orders?|boxes|add ons?|gifts?|extras?)\b/,
    (m) => {
      const value = m[1]!.startsWith("valentine")
        ? "valentines"
        : m[1]!.startsWith("mother")
          ? "mothers-day"
          : m[1]!.startsWith("father")
            ? "fathers-day"
            : m[1]!;
      f.occasions.push({ value, negated: false, at: text.at(m) });
      f.nouns.push(nounFor("deliveries"));
      say(m[0].trim());
    },
  );
  // A payout is money paid out: "payouts by month" adds up the paid statements by the day they were
  // paid; "pending/upcoming/approved payouts" are the statements not yet paid, said by their status word.
  text.take(
    /(?<!\b(?:pending|upcoming|unpaid|outstanding|approved|open|due|future|draft) )\b(?:vendor |supplier )?payouts?(?: made| paid)?(?: to (?:our |the )?(?:vendors|suppliers))?(?: (?:that are |that were |which are |which were |already )?paid)?\b/,
    (m) => {
      f.nouns.push(nounFor("statements"));
      paidOut(f);
      say(m[0].trim());
    },
  );
  text.take(/\b(?:vendor |supplier )?payouts?(?: to (?:our |the )?(?:vendors|suppliers))?\b/, (m) => {
    f.nouns.push(nounFor("statements"));
    f.measure.total = true;
    f.measure.money = true;
    say(m[0].trim());
  });
  // "how many boxes did we deliver": deliveries, not the catalogue's boxes.
  text.take(
    /\b(?:boxes|gifts|orders|deliveries) (?:did we |have we |we |were |got )(deliver(?:ed)?|sen[dt]|ship(?:ped)?|dispatch(?:ed)?)\b|\b(?:did we|have we|we) deliver(?:ed)?\b/,
    (m) => {
      if (/^(?:boxes|gifts|orders|deliveries)\b/.test(m[0].trim())) f.nouns.push(nounFor("deliveries"));
      const status = m[1] && !/deliver/.test(m[1]) ? "shipped" : "delivered";
      f.statusWords.push({ word: status, meaning: { orders: status }, negated: false, at: text.at(m) });
      say(m[0].trim());
    },
  );
  text.take(
    /\b(?:how often|how many times)(?: (?:did|does|do|has|have) (?:each|it|they|that|those)(?: one)?(?: (?:come up|happen(?:ed)?|occur(?:red)?|appear(?:ed)?))?)?\b/,
    (m) => {
      f.measure.count = true;
      say(m[0].trim());
    },
  );
  // "how many orders did each vendor deliver": the delivered ones.
  text.take(/(?<=\bdid (?:[a-z]+ ){1,3})deliver\b/, (m) => {
    f.statusWords.push({ word: "delivered", meaning: { orders: "delivered" }, negated: false, at: text.at(m) });
    say("delivered");
  });
  // "the relationships people buy for": the recipients.
  text.take(
    /\b(?:who )?(?:do |does )?(?:people|customers|buyers|we|our customers) (?:mostly |usually |most often )?(?:buy|shop|send gifts?|gift|subscribe) for\b/,
    (m) => {
      f.nouns.push(nounFor("recipients"));
      say(m[0].trim());
    },
  );
  // "subscriptions refunded more than once": their refunds counted.
  text.take(
    /\b(?:have been |has been |were |was |got |been )?refunded (?:more than once|at least twice|twice or more|more than one time)\b/,
    (m) => {
      setHaving(f, nounFor("refunds"), ">", 1, m[0]);
      f.statusWords.push({ word: "refund", meaning: { payments: "kind:refund" }, negated: false });
    },
  );
  text.take(/\b(?:month by month|month on month|by the month)\b/, () => {
    f.groupNouns.push({ entity: null, dimension: "month", singular: true });
    say("by month");
  });
  text.take(/\b(?:grouped|broken down|split|counted) by (?:why|the reason|what) (?:they|it|each) failed\b/, () => {
    f.groupNouns.push({ entity: null, dimension: "reason", singular: true });
    f.statusWords.push({ word: "failed", meaning: { payments: "failed" }, negated: false });
    say("by reason");
  });
  // "customers who have had a payment fail": at least one such payment of theirs.
  text.take(
    /\b(?:who |that )?(?:have|has|had)(?: had)? (?:a |an |any )(payment|charge|renewal)s? (fail(?:ed)?|declined|bounced?)\b/,
    (m) => {
      if (f.without) throw new UntranslatableQuestion(f.understood, "it names more than one related thing");
      f.without = { noun: nounFor("payments"), present: true, filters: [{ kind: "status", values: ["failed"] }] };
      say(m[0].trim());
    },
  );
  // "going by the date the statements were paid": which date the question means.
  text.take(
    /\b(?:going by|based on|using|by) (?:the )?dates? (?:the |they |it |that )?(?:\w+ )?(?:were |was |got )?(paid|delivered|dispatched|shipped|cancell?ed)\b/,
    (m) => {
      f.dateOn =
        m[1] === "paid"
          ? "paid"
          : m[1] === "delivered"
            ? "delivered"
            : /cancel/.test(m[1]!)
              ? "cancelled"
              : "dispatched";
      say(m[0].trim());
    },
  );
  // "no subscriptions at all, not even a draft": any subscription, drafts too (as "no subscriptions" reads).
  text.take(/\b(?:at all|not even (?:a |one )?(?:draft|unpaid)(?: one)?|of any kind|across all)\b/, () => {});
  // "how much came in": the takings.
  text.take(
    /\bhow much (?:money )?(?:has |have |had |will |should |would |do |does |did |might )?(?:they |it |that |those |we )?(?:came|come|comes|coming|bring|brings|brought|take|make|earn|generate) in\b/,
    (m) => {
      f.measure.total = true;
      f.measure.money = true;
      // "renewals due …, and how much should they bring in": what those subscriptions will be charged.
      if (f.dateVerb !== "billing") f.nouns.push({ entity: "revenue", dimension: null, singular: true });
      say(m[0].trim());
    },
  );
  // Before "monthly revenue" (a grouping by month): recurring revenue is a figure of the subscriptions.
  text.take(
    /\b(?:(?:monthly|a month's|per month) recurring (?:revenue|income)|recurring (?:revenue|income)(?: (?:per|a|each) month)?|mrr)\b/,
    () => {
      f.mrr = true;
      f.nouns.push({ entity: "subscriptions", dimension: null, singular: false });
      say("monthly recurring revenue");
    },
  );
  // Yes/no facts first: "no vendor" is a fact of a delivery, not the absence of a vendor row.
  const flags: [RegExp, Findings["flags"][number]][] = [
    [
      /\b(?:unassigned|(?:still )?waiting (?:for|on) (?:a |an )?(?:vendor|supplier)(?: to be (?:assigned|allocated))?|(?:with )?no (?:vendor|supplier)(?: (?:assigned|allocated))?|(?:that )?no (?:vendor|supplier) has (?:yet )?(?:picked (?:it |them )?up|taken|accepted|claimed)(?: yet)?|without (?:a |any )?(?:vendor|supplier)(?: (?:assigned|allocated))?|not (?:yet )?(?:assigned|allocated)(?: to (?:a |any )?(?:vendor|supplier))?|(?:has|have) no (?:vendor|supplier)|(?:haven't|hasn't|have not|has not|not) (?:yet )?(?:got|been given|been assigned|been allocated) (?:a |any )?(?:vendor|supplier)|(?:don't|do not|doesn't|does not) (?:yet )?(?:have|got) (?:a |an |any )?(?:vendor|supplier)(?: (?:assigned|allocated))?|(?:still )?need(?:s|ing)? (?:a |an )?(?:vendor|supplier))(?: yet)?\b/,
      { flag: "assigned", value: false },
    ],
    [/\b(?:assigned|allocated) to (?:a )?(?:vendor|supplier)\b/, { flag: "assigned", value: true }],
    [
      /\b(?:not (?:registered for|gst registered)|without) gst(?: registration)?\b|\bnot registered for gst\b/,
      { flag: "gstRegistered", value: false },
    ],
    [/\b(?:(?:are |is )?registered for gst|gst registered)\b/, { flag: "gstRegistered", value: true }],
    [
      /\b(?:without (?:an? |any )?|with no |no |missing (?:an? )?|(?:has|have|having) no |(?:hasn't|haven't|has not|have not) (?:got |given (?:us )?)?(?:an? |any )?|(?:but )?(?:we )?(?:don't|do not|doesn't|does not) (?:have|hold|keep) (?:an? |any |their )?)abns?(?: recorded| on file| given| supplied| for(?: them)?)?\b/,
      { flag: "hasAbn", value: false },
    ],
    [
      /\b(?:with|has|have|having) (?:an? )?abns?(?: recorded| on file| given| supplied)?\b/,
      { flag: "hasAbn", value: true },
    ],
    [
      /\b(?:without (?:a |any )?|with no |no |missing (?:a )?|(?:has|have|having) no )birthdays?(?: recorded| on file| set)?\b/,
      { flag: "hasBirthday", value: false },
    ],
    [
      /\b(?:without (?:a |an |any )?|with no |no |missing (?:an )?|(?:has|have|having) no )anniversar(?:y|ies)(?: recorded| on file| set)?\b/,
      { flag: "hasAnniversary", value: false },
    ],
    [
      /\b(?:without (?:a |any )?|with no |no |missing (?:a )?|(?:has|have|having) no )post ?codes?(?: recorded| on file| set)?\b/,
      { flag: "hasPostcode", value: false },
    ],
  ];
  for (const [pattern, flag] of flags) {
    text.take(pattern, (m) => {
      f.flags.push({ ...flag, at: text.at(m) });
      say(m[0].trim());
    });
  }
  // "how many of them have an anniversary saved": the fact, said where it is; with a period
  // ("a birthday next month") the date rule below reads it instead.
  const facts: [RegExp, "birthday" | "anniversary"][] = [
    [
      /\b(?:(?:with|has|have|having) (?:a |an |their )?birthdays?(?: (?:recorded|on file|set|saved|entered))?|birthdays? (?:recorded|on file|set|saved|entered))\b/,
      "birthday",
    ],
    [
      /\b(?:(?:with|has|have|having) (?:a |an |their )?anniversar(?:y|ies)(?: (?:recorded|on file|set|saved|entered))?|anniversar(?:y|ies) (?:recorded|on file|set|saved|entered))\b/,
      "anniversary",
    ],
  ];
  for (const [pattern, date] of facts) {
    if (f.dateRange) continue;
    text.take(pattern, (m) => {
      f.flags.push({ flag: date === "birthday" ? "hasBirthday" : "hasAnniversary", value: true, at: text.at(m) });
      f.dateVerb = date;
      say(m[0].trim());
    });
  }

  text.take(
    new RegExp(
      `\\b${HAVE} (more than|over|at least|fewer than|less than|under|exactly|only|at most) ${NUMBER} ${COUNTED_STATUS}(${NOUN_ALTERNATION})\\b`,
    ),
    (m) => {
      const n = numberOf(m[2]!);
      countedStatuses(f, m[0], m[3]);
      const op = {
        "more than": ">",
        over: ">",
        "at least": ">=",
        "fewer than": "<",
        "less than": "<",
        under: "<",
        exactly: "=",
        only: "=",
        "at most": "<=",
      }[m[1]!] as ">";
      setHaving(f, nounFor(m[4]!), op, n, m[0]);
    },
  );
  text.take(
    new RegExp(
      `\\b${HAVE} (multiple|several|many|more than one|two or more) ${COUNTED_STATUS}(${NOUN_ALTERNATION})\\b`,
    ),
    (m) => {
      countedStatuses(f, m[0], m[2]);
      setHaving(f, nounFor(m[3]!), ">", 1, m[0]);
    },
  );
  // "vendors that haven't delivered anything in the last 60 days": no delivered order of theirs.
  text.take(
    /\b(?:(?:who |that |which )?(?:haven't|hasn't|have not|has not|didn't|did not|never))(?: yet)? (?:delivered|completed|fulfill?ed|sent|shipped|dispatched) (?:anything|any (?:orders?|deliveries|boxes)|an? (?:single )?(?:order|delivery|box))\b/,
    (m) => {
      if (f.without) throw new UntranslatableQuestion(f.understood, "it names more than one thing that is missing");
      const status = /deliver|complet|fulfil/.test(m[0]) ? ["delivered"] : ["shipped", "delivered"];
      f.without = { noun: nounFor("deliveries"), filters: [{ kind: "status", values: status }] };
      say(m[0].trim());
    },
  );
  // "never bought anything": no succeeded charge of theirs (a purchase is a paid first or renewal charge).
  text.take(
    /\b(?:(?:who |that |which )?(?:never|haven't|hasn't|have not|has not|not yet|didn't|did not|don't|do not|doesn't|does not|are yet to|is yet to|yet to)(?: ever| yet| actually| really)? (?:bought|buy|purchased|purchase|subscribed|paid for|paid(?= us\b| anything\b))(?: us)?(?: anything| something| a thing| a subscription| a gift| from us)?(?: yet)?)\b/,
    (m) => {
      if (f.without) throw new UntranslatableQuestion(f.understood, "it names more than one thing that is missing");
      f.without = { noun: nounFor("payments"), bought: true };
      say(m[0].trim());
    },
  );
  // "paying customers", "customers who have bought": at least one succeeded charge of theirs.
  text.take(
    /\bpaying(?= (?:customers?|buyers?)\b)|\b(?:(?:who|that) (?:have |has )?|(?:have|has) )(?:ever )?(?:bought|purchased)(?: anything| something| a subscription| a gift| from us)?\b/,
    (m) => {
      if (f.without) throw new UntranslatableQuestion(f.understood, "it names more than one related thing");
      f.without = { noun: nounFor("payments"), bought: true, present: true };
      say(m[0].trim());
    },
  );
  text.take(
    new RegExp(
      `\\b(?:without|with no|with zero|(?:who |that |which )?(?:have|has|had) (?:not|never) (?:had|made|placed|received|got)?|(?:who |that |which )?(?:have|has|had) no|(?:who |that |which )?(?:haven't|hasn't|hadn't|don't (?:currently )?have|doesn't (?:currently )?have|do not (?:currently )?have|does not (?:currently )?have|never had|never made|never placed|never received|never got|never)(?: had| made| placed| received| got| taken out| took out| started| set up| signed up for| bought| purchased)?|no) (?:a single |an? |any |single )?(${NOUN_ALTERNATION})\\b`,
    ),
    (m) => {
      if (f.without) throw new UntranslatableQuestion(f.understood, "it names more than one thing that is missing");
      f.without = { noun: nounFor(m[1]!) };
      say(`without ${m[1]}`);
    },
  );

  text.take(/\bgross\b/, () => {
    f.revenue = { net: false, refunds: false };
    say("gross");
  });
  // "ignore refunds", "before refunds": revenue as charged (the default), never the refunds themselves.
  text.take(
    /\b(?:ignor(?:e|ing)|not counting|before|without|leav(?:e|ing) out|gross of) (?:any |the )?refunds?\b/,
    (m) => {
      f.revenue = f.revenue ?? { net: false, refunds: false };
      say(m[0].trim());
    },
  );
  text.take(
    /\b(?:with |and |once |after )?(?:the |any )?refunds? (?:are |have been |is )?(?:taken|deducted|subtracted|removed|knocked) (?:off|out)?\b/,
    (m) => {
      f.revenue = { net: true, refunds: false };
      say(m[0].trim());
    },
  );
  text.take(/\b(?:what )?(?:percentage|percent|proportion|share|fraction)(?: of)?\b/, () => {
    f.percent = true;
    say("percentage");
  });
  text.take(
    /\b(?:net(?: of (?:any )?(?:refunds?|refunded))?|(?:after|less|minus|excluding|net of|taking off|take off) (?:any )?refunds?|including refunds|including refunded)\b/,
    (m) => {
      f.revenue = { net: true, refunds: false };
      say(m[0].trim());
    },
  );
  text.take(
    /\b(?:refunded|refunds|refund)(?= (?:amount|total|value|money|dollars))|\b(?:how much|total|amount|what) (?:money |in )?(?:was |were |have we |has been |did we |we(?:'ve| have)? )?(?:refunded|given back|paid back|handed back)(?: in refunds?)?\b|\b(?:have we|did we|we(?:'ve| have)?) (?:refunded|given back|paid back)\b/,
    (m) => {
      // "what have we refunded": money given back (never the deliveries marked refunded).
      if (/how much|total|amount|what|we/.test(m[0])) f.measure.total = true;
      f.measure.money = true;
      f.revenue = { net: false, refunds: true };
      // "total refunded last month": the refunds are what is added up.
      f.nouns.push({ entity: "refunds", dimension: null, singular: false });
      say("refunds");
    },
  );
  // "add-on money allocated to special-date deliveries": the part of the payments allocated to them.
  text.take(/\b(?:money |amount |dollars )?allocated(?: to)?\b/, (m) => {
    f.money = "allocated";
    f.measure.money = true;
    say(m[0].trim());
  });
  // "total taken from annual subscriptions", "how much money did we take last month": takings.
  text.take(
    /\b(?:the )?total (?:taken|collected|received|brought in|earned|made)\b|\b(?:how much )?(?:money )?(?:did we|have we|we) (?:take|took|taken|make|made|bring in|brought in|earn|earned|pull in|pulled in)(?: in)?\b|\bhow much money (?=(?:came|come|comes) in\b)/,
    (m) => {
      f.nouns.push({ entity: "revenue", dimension: null, singular: true });
      f.measure.total = true;
      f.measure.money = true;
      say(m[0].trim());
    },
  );
  // "and what are they worth": the total of what was counted.
  text.take(
    /\b(?:and )?what (?:(?:are|is|were|was) (?:they|it|those|these|that)|(?:they|it|those|these) (?:are|is|were|was)) worth\b/,
    (m) => {
      f.measure.total = true;
      f.measure.money = true;
      say(m[0].trim());
    },
  );
  // "what did the boxes delivered cost us from vendors": the vendors' cost of those deliveries.
  text.take(/\bcost (?:us )?(?:from|with|by) (?:the |our )?(?:vendors|suppliers)\b/, (m) => {
    f.money = "cost";
    f.measure.total = true;
    f.measure.money = true;
    say(m[0].trim());
  });
  // What a customer spent follows revenue: what they were charged ("net of refunds" takes refunds off).
  text.take(
    /\bby (?:the |their )?(?:total |lifetime |all time |overall )?(?:(?:amount|money|dollars) )?(?:spent|spend|spending)\b|\bby (?:what|how much) (?:they(?: have|'ve)?|each) (?:spent|spend|paid)(?: with us| us)?\b/,
    () => {
      f.superlative = { noun: { entity: "revenue", dimension: null, singular: true }, direction: "desc" };
      f.revenue = f.revenue ?? { net: false, refunds: false };
      say("by spend");
    },
  );
  text.take(/\b(?:monthly|month by month)(?= (?:revenue|sales|takings|income|refunds|payments))/, () => {
    f.groupNouns.push({ entity: null, dimension: "month", singular: true });
    say("by month");
  });
  text.take(/\b(?:weekly|week by week)(?= (?:revenue|sales|takings|income|refunds))|\bweek by week\b/, () => {
    f.groupNouns.push({ entity: null, dimension: "week", singular: true });
    say("by week");
  });
  text.take(/\bdaily\b/, () => {
    f.groupNouns.push({ entity: null, dimension: "day", singular: true });
    say("by day");
  });

  // A statement's state "paid" is not money paid; "not paid yet" is every other state.
  text.take(
    /\b(?:not|isn't|aren't|wasn't|weren't|haven't been|hasn't been) (?:yet )?(?:been )?paid(?: out)?(?: yet)?\b/,
    (m) => {
      f.statusWords.push({ word: "paid", meaning: { statements: "paid" }, negated: true });
      say(m[0].trim());
    },
  );
  text.take(
    /\bpaid(?= (?:vendor |payout )?statements?\b)|(?<=statements? (?:that are |that were |which are |which were |already )?)paid\b/,
    () => {
      f.statusWords.push({ word: "paid", meaning: { statements: "paid" }, negated: false });
      f.dateVerb = "paid";
      say("paid");
    },
  );
  // Which date a range means.
  text.take(/\bcancellations?\b|\bcancel+ing\b/, (m) => {
    f.nouns.push({ entity: "subscriptions", dimension: null, singular: false });
    f.statusWords.push({ word: "cancelled", meaning: { subscriptions: "cancelled" }, negated: false });
    f.dateVerb = "cancelled";
    say(m[0].trim());
  });
  // "paid out to vendors": the vendor statements paid, by the day they were paid.
  text.take(
    /\b(?:(?:paid|pay|paying) out(?: to)?|paid to|(?:have |did )?(?:we )?paid) (?:our |the |each |every )?(?:vendors?|suppliers?)\b|\bpaid out\b/,
    (m) => {
      if (/\b(?:each|every)\b/.test(m[0])) f.groupNouns.push({ entity: null, dimension: "vendor", singular: true });
      f.nouns.push(nounFor("statements"));
      paidOut(f);
      say(m[0].trim());
    },
  );
  // When a paused subscription starts again: its paused_until date.
  text.take(
    /\b(?:(?:and )?(?:with )?(?:when|(?:the |their |its )?dates?) (?:do |does |will |are |is )?(?:they|it|each(?: one)?|these|those) (?:due to |going to |set to )?(?:resumes?|restarts?|starts? again|comes? back|unpauses?|be back)|(?:the |their |its )?(?:resume|resumption|restart) dates?|resum(?:e|es|ing)|restart(?:s|ing)?|unpausing|(?:come|comes|coming) back(?: (?:off|from) (?:a |their |the )?pause)?|(?:start|starts|starting) again|paused until|(?:the |their |its )?pause end(?:s| dates?)?)\b/,
    (m) => {
      f.dateVerb = "resume";
      say(m[0].trim());
    },
  );
  // Why a charge failed: the processor's message, shown beside the payments listed.
  text.take(
    /\b(?:(?:and |with )?why|(?:and |with )?(?:the )?(?:failure |decline |error )?(?:reasons?|messages?)(?: (?:why|given|for (?:failure|failing)))?)\b/,
    (m) => {
      f.reason = true;
      say(m[0].trim());
    },
  );
  text.take(/\bbirthdays?\b/, () => {
    f.dateVerb = "birthday";
    say("birthday");
  });
  text.take(/\banniversar(?:y|ies)\b/, () => {
    f.dateVerb = "anniversary";
    say("anniversary");
  });
  text.take(
    /\b(?:created|signed up|sign ups?|signups?|to sign up|joined|started|new|placed|taken out|registered|added)\b(?! south wales)/,
    (m) => {
      f.dateVerb = f.dateVerb ?? "created";
      // "joined", "signed up": the sign-up date, said outright; "new buyers" stays ambiguous.
      if (m[0].trim() !== "new") f.buyerWord = false;
      say(m[0].trim());
    },
  );
}

/** The statuses of the related rows counted ("more than one active or paused subscription"). */
function countedStatuses(f: Findings, phrase: string, first: string | undefined) {
  if (!first) return;
  const words = new RegExp(`\\b(?:${COUNTED_WORD})\\b`, "g");
  for (const [word] of phrase.matchAll(words)) {
    const status = STATUS_WORDS.find((w) => new RegExp(w.pattern.source).test(` ${word} `));
    if (!status) throw new UntranslatableQuestion(f.understood, `I could not tell what “${word}” says of them`);
    f.statusWords.push({ word: status.word, meaning: status.meaning, negated: false });
  }
}

/** The offers vendors turned down (order events of kind "declined"). */
const DECLINES: Noun = { entity: "declines", dimension: null, singular: false };

/** "more than $50", "at most 100 dollars", "bigger than …": the comparison a dollar amount is made with. */
function moneyOp(words: string): ">" | ">=" | "<" | "<=" {
  if (/at least/.test(words)) return ">=";
  if (/at most/.test(words)) return "<=";
  return /over|above|more|greater|bigger|larger|higher/.test(words) ? ">" : "<";
}

/** Vendor statements paid out: by the day they were paid, and an amount ("what have we paid each vendor"). */
function paidOut(f: Findings) {
  f.statusWords.push({ word: "paid", meaning: { statements: "paid" }, negated: false });
  f.dateVerb = "paid";
  f.measure.total = true;
  f.measure.money = true;
}

function setHaving(f: Findings, noun: Noun, op: ">" | ">=" | "=" | "<" | "<=", n: number, words: string) {
  if (f.having) throw new UntranslatableQuestion(f.understood, "it counts two kinds of related rows");
  if (n < 0 || n > 1000) throw new UntranslatableQuestion(f.understood, `“${words.trim()}” is not a count I can use`);
  f.having = { noun, op, n };
  f.understood.push(words.trim());
}

/** Limits, orderings and superlatives: "top 5", "the 10 newest", "the busiest vendor", "with the most". */
export function readRankings(text: Text, f: Findings) {
  // "which postcodes do most of our customers live in": the customers by postcode, most first (a
  // grouped count is ordered by its figure); "live in" there is where they are, not a status.
  text.take(
    new RegExp(
      `\\b(?:which|what) (${NOUN_ALTERNATION}) (?:do|does|did) (?:the )?most (?:of )?(?:our |the )?(?=(?:${NOUN_ALTERNATION})\\b)`,
    ),
    (m) => {
      const noun = nounFor(m[1]!);
      if (!noun.dimension || noun.entity)
        throw new UntranslatableQuestion(f.understood, "it ranks by something that is not a grouping");
      f.groupNouns.push(noun);
      f.understood.push(`by ${m[1]}, most first`);
    },
  );
  text.take(/\b(?:who |that )?(?:live|lives|living|reside|resides|are based|is based)(?: in)?\b/, () => {});
  const setLimit = (n: number, direction: "asc" | "desc", words: string) => {
    if (f.limit || n < 1 || n > 1000)
      throw new UntranslatableQuestion(f.understood, `“${words.trim()}” is not a limit I can use (1 to 1000, once)`);
    f.limit = { n, direction };
    f.understood.push(words.trim());
  };
  text.take(new RegExp(`\\b(top|first|bottom|which|the) ${NUMBER}\\b(?! (?:dollars|aud|days?|weeks?|months?))`), (m) =>
    setLimit(numberOf(m[2]!), m[1] === "bottom" ? "asc" : "desc", m[0]),
  );
  text.take(
    /\b(over|above|more than|greater than|bigger than|larger than|higher than|at least|under|below|less than|smaller than|lower than|at most|cheaper than) (?:\$ ?(\d{1,6}(?:\.\d{1,2})?)|(\d{1,6}(?:\.\d{1,2})?) ?(?:dollars|aud))\b/,
    (m) => {
      const op = moneyOp(m[1]!);
      f.moneyFilters.push({ kind: "money", op, cents: Math.round(Number(m[2] ?? m[3]) * 100) });
      f.understood.push(m[0].trim());
    },
  );
  // "top 3 vendors by cost of delivered orders", "suburbs by value of payments": the sum of that money.
  text.take(
    new RegExp(
      `\\bby (?:the )?(?:total |sum of (?:the )?)?(cost|value|amount|gst)s? of (?:the |their |all )?(?=(?:\\w+ )?(?:${NOUN_ALTERNATION})\\b)`,
    ),
    (m) => {
      if (f.superlative) throw new UntranslatableQuestion(f.understood, "it asks for two rankings");
      if (m[1] === "cost" || m[1] === "gst") f.money = m[1];
      f.measure.total = true;
      f.measure.money = true;
      f.sumOf = true;
      f.understood.push(m[0].trim());
    },
  );
  // "which vendor delivered the most boxes": deliveries, not the catalogue's boxes.
  text.value = text.value.replace(
    /\b(delivered|shipped|sent|dispatched) (?:the )?(most|fewest|least) (?:gift )?boxes\b/g,
    "$1 the $2 deliveries",
  );
  // "vendors by how many orders they have": ranked by that count.
  text.take(new RegExp(`\\bby (?:how many|the number of) (${NOUN_ALTERNATION})\\b`), (m) => {
    if (f.superlative) throw new UntranslatableQuestion(f.understood, "it asks for two rankings");
    f.superlative = { noun: nounFor(m[1]!), direction: "desc" };
    f.understood.push(m[0].trim());
  });
  // "the busiest vendor", "the quietest month": most or fewest deliveries.
  text.take(new RegExp(`\\b(busiest|quietest|least busy) (?=${NUMBER}? ?(?:${NOUN_ALTERNATION})\\b)`), (m) => {
    if (f.superlative) throw new UntranslatableQuestion(f.understood, "it asks for two rankings");
    f.superlative = { noun: nounFor("deliveries"), direction: m[1] === "busiest" ? "desc" : "asc" };
    f.understood.push(m[0].trim());
  });
  const orders: [RegExp, Order][] = [
    [/\b(?:most expensive|priciest|highest priced|dearest|largest|biggest)\b/, { by: "money", direction: "desc" }],
    [/\b(?:cheapest|least expensive|lowest priced|smallest)\b/, { by: "money", direction: "asc" }],
    [/\b(?:most recent|latest|newest|recent|most recently)\b/, { by: "date", direction: "desc" }],
    [/\b(?:oldest|earliest|longest standing|soonest|nearest)\b/, { by: "date", direction: "asc" }],
    [
      /\b(?:sorted by name|ordered by name|by name|alphabetically|in alphabetical order)\b/,
      { by: "name", direction: "asc" },
    ],
  ];
  // The superlative first: "with the largest total" is a ranking, not an ordering by price.
  text.take(
    new RegExp(
      `\\b(?:(?:with|has|have|had|having|got|gets|get|received|receive|made|placed|brings?|brought|generat(?:es|ed)|takes?|took|spent|spend|delivered|sold|sells|earn(?:s|ed)?)(?: in)? (?:the )?|\\bthe )(most|fewest|least|highest|lowest|biggest|largest|smallest)(?: (?:number of|total|amount of|count of))? (${NOUN_ALTERNATION}|money)\\b|\\b(?:spent|spend|paid|pay)(?: us| with us)? (?:the )?(most|least)\\b`,
    ),
    (m) => {
      if (f.superlative) throw new UntranslatableQuestion(f.understood, "it asks for two rankings");
      const word = m[1] ?? m[3]!;
      const noun =
        m[2] && m[2] !== "money" ? nounFor(m[2]) : ({ entity: "revenue", dimension: null, singular: true } as Noun);
      if (m[3]) f.revenue = f.revenue ?? { net: false, refunds: false }; // spent: what they were charged
      f.superlative = { noun, direction: /most|highest|biggest|largest/.test(word) ? "desc" : "asc" };
      f.understood.push(m[0].trim());
    },
  );
  for (const [pattern, order] of orders) {
    // "latest 3 subscriptions": a count right after the ordering word is its limit.
    text.take(new RegExp(`(?:\\b${NUMBER} )?${pattern.source}(?: first)?(?: ${NUMBER}\\b)?`), (m) => {
      if (f.order) throw new UntranslatableQuestion(f.understood, "it asks for more than one ordering");
      f.order = order;
      const n = m[1] ?? m[2];
      if (n) {
        if (f.limit) throw new UntranslatableQuestion(f.understood, "it gives more than one limit");
        f.limit = { n: numberOf(n), direction: "desc" };
      }
      f.understood.push(m[0].trim());
    });
  }
  // A number before what it counts: "5 suburbs", "10 customers".
  text.take(new RegExp(`\\b${NUMBER} (?=(?:${NOUN_ALTERNATION})\\b)`), (m) => setLimit(numberOf(m[1]!), "desc", m[0]));
}

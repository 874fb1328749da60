// The scorer's comparison rule (README.md beside this file). Run with:
// npx vitest run bench/sql-questions/compare.test.ts (part of npm test)
import assert from "node:assert/strict";
import { test } from "vitest";
import { compareAnswer, cutoffAlternatives, type Expected, isListQuery, trailingLimit } from "./compare";

const INT = 23;
const NUMERIC = 1700;
const TEXT = 25;
const DATE = 1082;
const TIMESTAMPTZ = 1184;
const list = { orderMatters: false, listQuery: true };
const grouped = { orderMatters: false, listQuery: false };
const ranked = { orderMatters: true, listQuery: false };

const revenue: Expected = {
  columns: ["month", "revenue_aud"],
  types: [TEXT, NUMERIC],
  rows: [
    ["2026-09", "1234.50"],
    ["2026-10", "99.00"],
  ],
};

test("rows agree by value whatever the columns' names, order and extra columns", () => {
  const answer = {
    columns: ["total", "extra", "m"],
    rows: [
      [99, "x", "2026-10-01"],
      [1234.5, "y", "2026-09-01"],
    ],
  };
  assert.equal(compareAnswer(revenue, answer, grouped).same, true);
});

test("a figure in cents equals the same figure in dollars; a different figure does not", () => {
  assert.equal(
    compareAnswer(
      revenue,
      {
        columns: ["m", "c"],
        rows: [
          ["2026-09", 123450],
          ["2026-10", 9900],
        ],
      },
      grouped,
    ).same,
    true,
  );
  const off = compareAnswer(
    revenue,
    {
      columns: ["m", "c"],
      rows: [
        ["2026-09", 1234.6],
        ["2026-10", 99],
      ],
    },
    grouped,
  );
  assert.equal(off.same, false);
  assert.match(off.reason, /revenue_aud/);
});

test("a month equals a zone-less timestamp of its first day, not another day", () => {
  const asTimestamps = [
    ["2026-09-01T00:00:00.000Z", 1234.5],
    ["2026-10-01T00:00:00.000Z", 99],
  ];
  assert.equal(compareAnswer(revenue, { columns: ["m", "r"], rows: asTimestamps }, grouped).same, true);
  const shifted = [
    ["2026-08-31T14:00:00.000Z", 1234.5],
    ["2026-09-30T14:00:00.000Z", 99],
  ];
  assert.equal(compareAnswer(revenue, { columns: ["m", "r"], rows: shifted }, grouped).same, false);
});

test("a missing or extra row is wrong", () => {
  assert.equal(compareAnswer(revenue, { columns: ["m", "r"], rows: [["2026-09", 1234.5]] }, grouped).same, false);
});

test("percentages agree at the coarser precision; counts must be exact", () => {
  const pct: Expected = { columns: ["failed_pct"], types: [NUMERIC], rows: [["8.2"]] };
  assert.equal(compareAnswer(pct, { columns: ["p"], rows: [[8.24]] }, grouped).same, true);
  assert.equal(compareAnswer(pct, { columns: ["p"], rows: [[8.3]] }, grouped).same, false);
  const count: Expected = { columns: ["n"], types: [INT], rows: [["5"]] };
  assert.equal(compareAnswer(count, { columns: ["n"], rows: [[5.4]] }, grouped).same, false);
});

const late: Expected = {
  columns: ["id", "delivery_date", "status", "recipient"],
  types: [INT, DATE, TEXT, TEXT],
  rows: [
    ["1", "2026-11-02", "ordered", "Ann"],
    ["2", "2026-11-03", "to_order", "Bob"],
  ],
};

test("a list is the same list when its ids agree, without every descriptive column", () => {
  assert.equal(compareAnswer(late, { columns: ["id"], rows: [[2], [1]] }, list).same, true);
  assert.equal(compareAnswer(late, { columns: ["id"], rows: [[2], [3]] }, list).same, false);
});

test("names may identify grouped rows instead of ids, but every figure must be there", () => {
  const perVendor: Expected = {
    columns: ["id", "name", "orders"],
    types: [INT, TEXT, INT],
    rows: [
      ["5", "Acme", "79"],
      ["6", "Bloom", "3"],
    ],
  };
  assert.equal(
    compareAnswer(
      perVendor,
      {
        columns: ["vendor", "n"],
        rows: [
          ["Bloom", 3],
          ["Acme", 79],
        ],
      },
      grouped,
    ).same,
    true,
  );
  assert.equal(compareAnswer(perVendor, { columns: ["vendor"], rows: [["Bloom"], ["Acme"]] }, grouped).same, false);
});

test("order counts when asked for, except among rows the ranking ties", () => {
  const ranking: Expected = {
    columns: ["relationship", "recipients"],
    types: [TEXT, INT],
    rows: [
      ["friend", "9"],
      ["client", "4"],
      ["colleague", "4"],
    ],
  };
  const tiesSwapped = [
    ["friend", 9],
    ["colleague", 4],
    ["client", 4],
  ];
  assert.equal(compareAnswer(ranking, { columns: ["r", "n"], rows: tiesSwapped }, ranked).same, true);
  const reversed = [
    ["client", 4],
    ["colleague", 4],
    ["friend", 9],
  ];
  const verdict = compareAnswer(ranking, { columns: ["r", "n"], rows: reversed }, ranked);
  assert.equal(verdict.same, false);
  assert.match(verdict.reason, /order/);
});

test("in a ranking of days by a count, days with the same count are a tie (the date is the label)", () => {
  const busiest: Expected = {
    columns: ["delivery_date", "deliveries"],
    types: [DATE, INT],
    rows: [
      ["2026-12-16", "16"],
      ["2026-12-02", "16"],
      ["2026-12-08", "14"],
    ],
  };
  const tiesSwapped = [
    ["2026-12-02", 16],
    ["2026-12-16", 16],
    ["2026-12-08", 14],
  ];
  assert.equal(compareAnswer(busiest, { columns: ["day", "count"], rows: tiesSwapped }, ranked).same, true);
  const wrongOrder = [
    ["2026-12-08", 14],
    ["2026-12-02", 16],
    ["2026-12-16", 16],
  ];
  assert.equal(compareAnswer(busiest, { columns: ["day", "count"], rows: wrongOrder }, ranked).same, false);
});

test("a ranking tied at its cut-off accepts any of the tied rows in the last place", () => {
  const limit = trailingLimit("select x from t order by n desc\nlimit 2");
  assert.deepEqual(limit, { n: 2, unlimited: "select x from t order by n desc" });
  const full: Expected = {
    columns: ["postcode", "buyers"],
    types: [TEXT, INT],
    rows: [
      ["2000", "9"],
      ["2010", "4"],
      ["2042", "4"],
      ["3000", "1"],
    ],
  };
  const alternatives = cutoffAlternatives(full, 2)!;
  assert.equal(alternatives.length, 2);
  const answer = {
    columns: ["p", "n"],
    rows: [
      ["2000", 9],
      ["2042", 4],
    ],
  };
  assert.equal(
    alternatives.some((e) => compareAnswer(e, answer, ranked).same),
    true,
  );
  assert.equal(cutoffAlternatives(full, 1), null);
});

test("timestamps compare as instants", () => {
  const failed: Expected = {
    columns: ["id", "created_at"],
    types: [INT, TIMESTAMPTZ],
    rows: [["8", "2026-11-22 14:07:00+00"]],
  };
  assert.equal(compareAnswer(failed, { columns: ["c"], rows: [["2026-11-22T14:07:00.000Z"]] }, grouped).same, false);
  assert.equal(
    compareAnswer(failed, { columns: ["i", "c"], rows: [[8, "2026-11-22T14:07:00.000Z"]] }, grouped).same,
    true,
  );
});

test("list queries are told from groupings", () => {
  assert.equal(isListQuery("select id from t where x"), true);
  assert.equal(isListQuery("select count(*) from t"), false);
  assert.equal(isListQuery("select a from t group by a"), false);
});

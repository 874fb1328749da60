import { describe, expect, it } from "vitest";
import type { AdminOrder } from "../../../shared/schemas/fulfilment";
import { neutraliseFormula } from "../../lib/csv-cells";
import { ordersCsv } from "./orders-csv";

const order = (overrides: Partial<AdminOrder> = {}): AdminOrder => ({
  id: 41,
  offerState: "accepted",
  acceptBy: null,
  subscriptionId: 7,
  customerName: "Alex Citizen",
  recipientName: "Jamie Rivers",
  giftBoxName: "Peony Posy",
  planName: "In Bloom",
  deliveryDate: "2026-12-03",
  specialDateType: "",
  status: "to_order",
  supplierOrdered: null,
  packageDescription: null,
  dateOrdered: null,
  deliveryConfirmed: false,
  cost: null,
  costSource: null,
  costBoxName: null,
  notes: null,
  supplierId: 3,
  vendorName: "Fitzroy Flowers",
  suburb: "Melbourne",
  state: "VIC",
  postcode: "3000",
  dispatchDate: null,
  courier: null,
  trackingNumber: null,
  packagePhotoUrl: null,
  urgent: false,
  proof: null,
  ...overrides,
});

const HEADER = [
  "Order",
  "Delivery date",
  "Occasion",
  "Customer",
  "Recipient",
  "Gift box",
  "Vendor",
  "Suburb",
  "Postcode",
  "Status",
  "Supplier ordered",
  "Package description",
  "Date ordered",
  "Delivery",
  "Cost (AUD)",
  "Cost basis",
  "Dispatch date",
  "Courier",
  "Tracking",
  "Notes",
];
const column = (name: string) => HEADER.indexOf(name);

/** A strict RFC 4180 reader (CRLF records, "" inside quoted fields), to read back what was written. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let i = 0;
  let quoted = false;
  while (i < text.length) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 2;
      } else if (c === '"') {
        quoted = false;
        i++;
      } else {
        field += c;
        i++;
      }
    } else if (c === '"' && field === "") {
      quoted = true;
      i++;
    } else if (c === ",") {
      row.push(field);
      field = "";
      i++;
    } else if (c === "\r" && text[i + 1] === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      i += 2;
    } else {
      if (c === '"' || c === "\n" || c === "\r") throw new Error(`unquoted ${JSON.stringify(c)} at ${i}`);
      field += c;
      i++;
    }
  }
  if (quoted) throw new Error("unterminated quote");
  if (field !== "" || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

const rowsOf = (csv: string) => parseCsv(csv.replace(/^\uFEFF/, ""));

describe("neutraliseFormula", () => {
  it.each([
    ["=1+1", "'=1+1"],
    ['=HYPERLINK("http://evil.example","x")', `'=HYPERLINK("http://evil.example","x")`],
    ["+61 400 111 222", "'+61 400 111 222"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1:A2)", "'@SUM(A1:A2)"],
    ["\t=1", "'\t=1"],
    ["\r=1", "'\r=1"],
    ["=", "'="],
  ])("%j → %j", (value, expected) => {
    expect(neutraliseFormula(value)).toBe(expected);
  });

  it.each([
    "",
    "Peonies",
    "Leave at the door = fine",
    "1+1",
    " =1+1",
    "'=already text",
    "3000",
    "AP123456",
    "\n=1",
    "Zoë's café",
  ])("leaves %j alone", (value) => {
    expect(neutraliseFormula(value)).toBe(value);
  });
});

describe("ordersCsv", () => {
  it("starts with a byte-order mark and the header row, with CRLF records", () => {
    const csv = ordersCsv([order()]);
    expect(csv.startsWith("\uFEFFOrder,Delivery date,Occasion,")).toBe(true);
    expect(csv.endsWith("\r\n")).toBe(true);
    expect(csv.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const rows = rowsOf(csv);
    expect(rows[0]).toEqual(HEADER);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveLength(HEADER.length);
  });

  it("has only the header (and the mark) with no orders", () => {
    const csv = ordersCsv([]);
    expect(csv).toBe(`\uFEFF${HEADER.join(",")}\r\n`);
  });

  it("writes one row per order, in the order given, with en-AU dates and labels", () => {
    const rows = rowsOf(
      ordersCsv([
        order(),
        order({
          id: 42,
          deliveryDate: "2027-02-14",
          specialDateType: "wedding-anniversary",
          status: "shipped",
          supplierOrdered: "Yes",
          packageDescription: "Roses, chocolates",
          dateOrdered: "2027-02-01",
          deliveryConfirmed: true,
          cost: 42.5,
          costSource: "plan-default",
          costBoxName: "Bay Bunch",
          dispatchDate: "2027-02-13",
          courier: "Australia Post",
          trackingNumber: "AP123456",
          notes: "Ring first",
          vendorName: null,
          giftBoxName: null,
          planName: "The Lucky Dip",
        }),
        order({ id: 43, giftBoxName: null, planName: null, suburb: null, postcode: null, cost: 0 }),
      ]),
    );
    expect(rows.slice(1).map((r) => r[column("Order")])).toEqual(["41", "42", "43"]);
    const [, first, second, third] = rows;
    expect(first).toEqual([
      "41",
      "3 Dec 2026",
      "Regular",
      "Alex Citizen",
      "Jamie Rivers",
      "Peony Posy",
      "Fitzroy Flowers",
      "Melbourne",
      "3000",
      "To Order",
      "",
      "",
      "",
      "Pending",
      "",
      "",
      "",
      "",
      "",
      "",
    ]);
    expect(second).toEqual([
      "42",
      "14 Feb 2027",
      "Wedding Anniversary",
      "Alex Citizen",
      "Jamie Rivers",
      "The Lucky Dip",
      "Unassigned",
      "Melbourne",
      "3000",
      "Shipped",
      "Yes",
      "Roses, chocolates",
      "1 Feb 2027",
      "Delivered",
      "42.50",
      "Plan's default box: Bay Bunch",
      "13 Feb 2027",
      "Australia Post",
      "AP123456",
      "Ring first",
    ]);
    expect(third![column("Gift box")]).toBe("");
    expect(third![column("Suburb")]).toBe("");
    expect(third![column("Postcode")]).toBe("");
    expect(third![column("Cost (AUD)")]).toBe("0.00");
  });

  it("keeps a postcode's leading zero (Darwin 0800)", () => {
    const rows = rowsOf(ordersCsv([order({ postcode: "0800", suburb: "Darwin" })]));
    expect(rows[1]![column("Postcode")]).toBe("0800");
  });

  it.each([
    ["=1+1"],
    ['=HYPERLINK("http://evil.example","click")'],
    ["+61400111222"],
    ["-1+2"],
    ["@SUM(A1)"],
    ["\t=1"],
    ["\r=1"],
  ])("neutralises %j in every free-text column", (value) => {
    const rows = rowsOf(
      ordersCsv([
        order({
          customerName: value,
          recipientName: value,
          giftBoxName: value,
          vendorName: value,
          suburb: value,
          supplierOrdered: value,
          packageDescription: value,
          courier: value,
          trackingNumber: value,
          notes: value,
        }),
      ]),
    );
    for (const name of [
      "Customer",
      "Recipient",
      "Gift box",
      "Vendor",
      "Suburb",
      "Supplier ordered",
      "Package description",
      "Courier",
      "Tracking",
      "Notes",
    ])
      expect(rows[1]![column(name)], name).toBe(`'${value}`);
  });

  it("quotes commas, quotes and new lines RFC 4180 style", () => {
    const csv = ordersCsv([
      order({
        customerName: "Rivers, Jamie",
        recipientName: 'Sam "Sunny" Lee',
        notes: "Line one\nLine two\r\nLine three",
        packageDescription: "plain",
      }),
    ]);
    expect(csv).toContain(',"Rivers, Jamie",');
    expect(csv).toContain(',"Sam ""Sunny"" Lee",');
    expect(csv).toContain('"Line one\nLine two\r\nLine three"');
    expect(csv).toContain(",plain,");
    const row = rowsOf(csv)[1]!;
    expect(row).toHaveLength(HEADER.length);
    expect(row[column("Customer")]).toBe("Rivers, Jamie");
    expect(row[column("Recipient")]).toBe('Sam "Sunny" Lee');
    expect(row[column("Notes")]).toBe("Line one\nLine two\r\nLine three");
  });

  it.each([
    ["a lone LF (a note typed in the browser)", "Line one\nLine two"],
    ["a lone CR", "Line one\rLine two"],
  ])("quotes a cell holding %s, not only CRLF", (_, notes) => {
    const csv = ordersCsv([order({ notes })]);
    expect(csv).toContain(`,"${notes}"\r\n`);
    const rows = rowsOf(csv);
    expect(rows).toHaveLength(2);
    expect(rows[1]![column("Notes")]).toBe(notes);
  });

  it("neutralises first, then quotes: a formula with commas and quotes stays one cell of text", () => {
    const notes = '=HYPERLINK("http://evil.example","click"), then "quotes"';
    const csv = ordersCsv([order({ notes })]);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""click""), then ""quotes"""`);
    expect(rowsOf(csv)[1]![column("Notes")]).toBe(`'${notes}`);
  });

  it("keeps names in other scripts intact (UTF-8)", () => {
    const row = rowsOf(ordersCsv([order({ recipientName: "Zoë Nguyễn 陈", notes: "🌸" })]))[1]!;
    expect(row[column("Recipient")]).toBe("Zoë Nguyễn 陈");
    expect(row[column("Notes")]).toBe("🌸");
  });
});

import type { AddOnOption } from "@shared/domain/add-ons";
import { describe, expect, it } from "vitest";
import { deliveryDateFor, needsDate, toAddOnRequests } from "./add-on-selection";

const option = (key: string, date: string | null): AddOnOption => ({
  key,
  type: key,
  name: key,
  date,
  priceCents: 7500,
});
const options = [
  option("valentines", "2027-02-14"),
  option("birthday", null),
  option("anniversary", "2026-09-01"),
  option("special-0", "2026-06-09"),
];

describe("toAddOnRequests", () => {
  it("sends only the ticked options, in the listed order", () => {
    expect(toAddOnRequests({ "special-0": null, valentines: null }, options)).toEqual([
      { key: "valentines" },
      { key: "special-0" },
    ]);
  });

  it("sends the chosen date only for an option that has none", () => {
    expect(toAddOnRequests({ birthday: "2027-03-14", anniversary: "2020-01-01" }, options)).toEqual([
      { key: "birthday", date: "2027-03-14" },
      { key: "anniversary" },
    ]);
  });

  it("ignores keys that are not offered", () => {
    expect(toAddOnRequests({ "special-9": null }, options)).toEqual([]);
  });
});

describe("needsDate", () => {
  it("is true only without a date", () => {
    expect(needsDate(options[1]!)).toBe(true);
    expect(needsDate(options[0]!)).toBe(false);
  });
});

describe("deliveryDateFor", () => {
  it("moves a past date to its next yearly occurrence", () => {
    expect(deliveryDateFor("1990-03-14", "2026-05-01")).toBe("2027-03-14");
    expect(deliveryDateFor("1990-06-20", "2026-05-01")).toBe("2026-06-20");
    expect(deliveryDateFor("2026-05-01", "2026-05-01")).toBe("2026-05-01");
  });

  it("is null for an incomplete date", () => {
    expect(deliveryDateFor("", "2026-05-01")).toBeNull();
    expect(deliveryDateFor("2026-02-30", "2026-05-01")).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { lockInstant, startOfDayIn } from "./delivery-state";

describe("startOfDayIn", () => {
  it("finds midnight in each zone, on daylight-saving days too, the same when asked again", () => {
    const cases: [string, string, string][] = [
      ["2026-10-04", "Australia/Sydney", "2026-10-03T14:00:00.000Z"], // clocks go forward at 2 am: midnight is still AEST
      ["2026-10-05", "Australia/Sydney", "2026-10-04T13:00:00.000Z"], // the first day of AEDT
      ["2027-04-04", "Australia/Adelaide", "2027-04-03T13:30:00.000Z"], // clocks go back at 3 am: midnight is ACDT
      ["2026-12-01", "Australia/Perth", "2026-11-30T16:00:00.000Z"],
      ["2026-12-01", "Australia/Brisbane", "2026-11-30T14:00:00.000Z"],
    ];
    for (let round = 0; round < 2; round++)
      for (const [date, zone, instant] of cases) expect(startOfDayIn(date, zone).toISOString()).toBe(instant);
  });

  it("hands out a new Date each time: changing one does not change the next answer", () => {
    const first = startOfDayIn("2026-12-24", "Australia/Hobart");
    first.setTime(0);
    expect(startOfDayIn("2026-12-24", "Australia/Hobart").toISOString()).toBe("2026-12-23T13:00:00.000Z");
  });

  it("locks a delivery at midnight three days before, where the recipient lives", () => {
    expect(lockInstant("2026-12-04", "WA").toISOString()).toBe("2026-11-30T16:00:00.000Z");
    expect(lockInstant("2026-12-04", "NSW").toISOString()).toBe("2026-11-30T13:00:00.000Z");
  });
});

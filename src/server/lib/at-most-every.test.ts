import { describe, expect, it } from "vitest";
import { atMostEvery } from "./at-most-every";

describe("atMostEvery", () => {
  it("passes the first call, drops the rest of the interval, passes again after it", () => {
    let now = 1_000;
    const calls: string[] = [];
    const warn = atMostEvery(
      60_000,
      (message: string) => calls.push(message),
      () => now,
    );
    warn("first");
    now += 59_999;
    warn("dropped");
    now += 1;
    warn("second");
    expect(calls).toEqual(["first", "second"]);
  });
});

import { describe, expect, it, vi } from "vitest";
import { coalesce } from "./coalesce";

describe("coalesce (group commit)", () => {
  it("runs the calls that arrive while a batch runs together, as the next batch", async () => {
    const batches: number[][] = [];
    let release!: () => void;
    const firstBatchHeld = new Promise<void>((resolve) => {
      release = resolve;
    });
    const double = coalesce(async (inputs: readonly number[]) => {
      batches.push([...inputs]);
      if (batches.length === 1) await firstBatchHeld;
      return inputs.map((n) => n * 2);
    });

    const first = double(1);
    await vi.waitFor(() => expect(batches).toHaveLength(1)); // the first batch is now running
    const waiting = [double(2), double(3), double(4)];
    release();
    expect(await Promise.all([first, ...waiting])).toEqual([2, 4, 6, 8]);
    expect(batches).toEqual([[1], [2, 3, 4]]);
  });

  it("rejects only the caller whose result is an Error", async () => {
    const check = coalesce(async (inputs: readonly number[]) =>
      inputs.map((n) => (n < 0 ? new Error(`${n} is negative`) : n)),
    );
    const results = await Promise.allSettled([check(1), check(-2), check(3)]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect((results[1] as PromiseRejectedResult).reason.message).toBe("-2 is negative");
  });

  it("keeps working after a batch throws", async () => {
    let fail = true;
    const flaky = coalesce(async (inputs: readonly string[]) => {
      if (fail) throw new Error("database went away");
      return [...inputs];
    });
    await expect(flaky("a")).rejects.toThrow("database went away");
    fail = false;
    expect(await flaky("b")).toBe("b");
  });
});

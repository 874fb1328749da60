import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { COST_DEBOUNCE_MS, createDebouncer } from "./fulfilment-debounce";

describe("the cost debounce (500 ms after typing stops)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("is the spec's 500 ms", () => {
    expect(COST_DEBOUNCE_MS).toBe(500);
  });

  it("sends nothing while typing goes on, then only the last value once 500 ms pass", () => {
    const run = vi.fn();
    const debouncer = createDebouncer<string>(run, COST_DEBOUNCE_MS);
    debouncer.schedule("4");
    vi.advanceTimersByTime(300);
    debouncer.schedule("42");
    vi.advanceTimersByTime(300);
    debouncer.schedule("42.5");
    vi.advanceTimersByTime(499);
    expect(run).not.toHaveBeenCalled();
    expect(debouncer.pending()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    expect(run).toHaveBeenCalledWith("42.5");
    expect(debouncer.pending()).toBe(false);
    vi.advanceTimersByTime(5000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("sends at once on flush (blur, Enter), and not again when the timer would have fired", () => {
    const run = vi.fn();
    const debouncer = createDebouncer<string | null>(run, COST_DEBOUNCE_MS);
    debouncer.schedule(null);
    debouncer.flush();
    expect(run).toHaveBeenCalledExactlyOnceWith(null);
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(1);
    debouncer.flush();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("drops the waiting value on cancel (Escape, or text that is not an amount)", () => {
    const run = vi.fn();
    const debouncer = createDebouncer<string>(run, COST_DEBOUNCE_MS);
    debouncer.schedule("10");
    vi.advanceTimersByTime(200);
    debouncer.cancel();
    vi.advanceTimersByTime(1000);
    expect(run).not.toHaveBeenCalled();
    expect(debouncer.pending()).toBe(false);
  });

  it("starts a fresh wait after a send", () => {
    const run = vi.fn();
    const debouncer = createDebouncer<string>(run, COST_DEBOUNCE_MS);
    debouncer.schedule("1");
    vi.advanceTimersByTime(500);
    debouncer.schedule("2");
    vi.advanceTimersByTime(499);
    expect(run.mock.calls).toEqual([["1"]]);
    vi.advanceTimersByTime(1);
    expect(run.mock.calls).toEqual([["1"], ["2"]]);
  });
});

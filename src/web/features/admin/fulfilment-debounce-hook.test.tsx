// @vitest-environment happy-dom
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useDebouncer } from "./fulfilment-debounce";

describe("useDebouncer", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("runs the latest callback 500 ms after the last value, once", () => {
    const first = vi.fn();
    const second = vi.fn();
    const { result, rerender } = renderHook(({ run }) => useDebouncer<string>(run), { initialProps: { run: first } });
    act(() => result.current.schedule("4"));
    act(() => result.current.schedule("42"));
    // A re-render (the saved value changed) hands in a new callback: the waiting value goes to it.
    rerender({ run: second });
    expect(result.current.pending()).toBe(true);
    act(() => vi.advanceTimersByTime(500));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledExactlyOnceWith("42");
  });

  it("keeps the same debouncer across renders", () => {
    const { result, rerender } = renderHook(() => useDebouncer<string>(vi.fn()));
    const before = result.current;
    rerender();
    expect(result.current).toBe(before);
  });

  it("sends a waiting value when the cell goes away instead of losing it", () => {
    const run = vi.fn();
    const { result, unmount } = renderHook(() => useDebouncer<string>(run));
    act(() => result.current.schedule("12.00"));
    unmount();
    expect(run).toHaveBeenCalledExactlyOnceWith("12.00");
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(1);
  });
});

import { useEffect, useRef, useState } from "react";

/** Spec §4 and §9: a cost edit is sent 500 ms after typing stops. */
export const COST_DEBOUNCE_MS = 500;

export interface Debouncer<T> {
  /** (Re)starts the wait with the latest value; only the last value of a burst is run. */
  schedule: (value: T) => void;
  /** Runs the waiting value now (on blur or Enter); nothing when none waits. */
  flush: () => void;
  /** Drops the waiting value (Escape). */
  cancel: () => void;
  pending: () => boolean;
}

/** Runs `run` with the last scheduled value once `delayMs` pass without another one. */
export function createDebouncer<T>(run: (value: T) => void, delayMs: number): Debouncer<T> {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let waiting: { value: T } | null = null;

  const fire = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    const current = waiting;
    waiting = null;
    if (current) run(current.value);
  };

  return {
    schedule(value) {
      waiting = { value };
      if (timer !== null) clearTimeout(timer);
      timer = setTimeout(fire, delayMs);
    },
    flush: fire,
    cancel() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      waiting = null;
    },
    pending: () => waiting !== null,
  };
}

/**
 * A debouncer for a component: it always calls the latest `run` (no stale closure), and a value
 * still waiting when the component goes away (a page change) is sent rather than lost.
 */
export function useDebouncer<T>(run: (value: T) => void, delayMs = COST_DEBOUNCE_MS): Debouncer<T> {
  const latest = useRef(run);
  latest.current = run;
  const [debouncer] = useState(() => createDebouncer<T>((value) => latest.current(value), delayMs));
  useEffect(() => () => debouncer.flush(), [debouncer]);
  return debouncer;
}

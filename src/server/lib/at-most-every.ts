/** Calls `fn` at most once per `intervalMs`, dropping calls in between: a warning that would repeat per request. */
export function atMostEvery<A extends unknown[]>(intervalMs: number, fn: (...args: A) => void, now = Date.now) {
  let last = Number.NEGATIVE_INFINITY;
  return (...args: A) => {
    const at = now();
    if (at - last < intervalMs) return;
    last = at;
    fn(...args);
  };
}

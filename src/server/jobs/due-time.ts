import { Cron } from "croner";

/**
 * A job's schedule read against a given clock (the database's, ADR 0023): the latest occurrence at
 * or before it, which keys the run, and the next one, which says when to look again. Patterns with
 * hours follow `timeZone` (the shop's, for daily work), so daylight saving moves them with the shop.
 */
export function scheduleOf(pattern: string, timeZone?: string) {
  const cron = new Cron(pattern, { paused: true, timezone: timeZone });
  return {
    /** The occurrence due at `now` (the pattern's last time at or before it); null if none yet. */
    latestDue(now: Date): Date | null {
      // croner leaves out a run exactly at the reference; a millisecond later includes it.
      return cron.previousRuns(1, new Date(now.getTime() + 1))[0] ?? null;
    },
    nextDue(now: Date): Date | null {
      return cron.nextRun(now);
    },
  };
}

import { readFileSync } from "node:fs";
import autocannon from "autocannon";

export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
export const CONFIRMATIONS_PER_ROUND = Number(process.env.BENCH_CONFIRMATIONS ?? 600);

/** One timed run against one server. */
export interface Sample {
  requestsPerSecond: number;
  /** CPU time of the server's main thread per request (user + system), in ms; null where /proc is missing. */
  cpuMsPerRequest: number | null;
}

/**
 * CPU time a process's main thread has used so far, in ms (Linux /proc, 100 ticks a second), or
 * null. The main thread alone: it is what limits a Node server's throughput, while V8's helper
 * threads (concurrent garbage collection) run beside it.
 */
function cpuMillis(pid: number): number | null {
  try {
    // Fields after the parenthesised command name: state is the first, utime the 12th, stime the 13th.
    const fields = readFileSync(`/proc/${pid}/task/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/**
 * Runs `load` (answering requests made and requests per second) and the server thread's CPU time
 * per request meanwhile: on a shared machine throughput swings with other processes' load, while CPU
 * per request mostly does not (with PGlite it is nearly all of a request's cost).
 */
export async function measured(
  pid: number,
  load: () => Promise<{ requests: number; requestsPerSecond: number }>,
): Promise<Sample> {
  const before = cpuMillis(pid);
  const { requests, requestsPerSecond } = await load();
  const after = cpuMillis(pid);
  return {
    requestsPerSecond,
    cpuMsPerRequest: before === null || after === null || !requests ? null : (after - before) / requests,
  };
}

/** GET `url` for `seconds`, 20 connections; any non-2xx fails the run. */
export async function getLoad(url: string, headers: Record<string, string> = {}, seconds = SECONDS) {
  const result = await autocannon({ url, connections: 20, pipelining: 1, duration: seconds, headers });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { requests: result.requests.total, requestsPerSecond: result.requests.average };
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

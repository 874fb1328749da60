import autocannon from "autocannon";

export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
export const CONFIRMATIONS_PER_ROUND = Number(process.env.BENCH_CONFIRMATIONS ?? 600);

/** Average requests per second of GET `url` over `seconds`, 20 connections; any non-2xx fails the run. */
export async function requestsPerSecond(url: string, headers: Record<string, string> = {}, seconds = SECONDS): Promise<number> {
  const result = await autocannon({ url, connections: 20, pipelining: 1, duration: seconds, headers });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

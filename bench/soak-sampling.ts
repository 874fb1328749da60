import { readdirSync, readFileSync, readlinkSync } from "node:fs";

/** One look at the server process from outside (/proc): nothing in the app is exposed for it. */
export interface ProcessSample {
  atSeconds: number;
  rssMb: number;
  /** Anonymous resident memory: the JS heap, WASM and native allocations, not mapped files. */
  anonMb: number;
  fds: number;
  sockets: number;
  threads: number;
}

const kb = (status: string, field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? 0);

export function sampleProcess(pid: number, atSeconds: number): ProcessSample {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const fdDir = `/proc/${pid}/fd`;
  const fds = readdirSync(fdDir);
  let sockets = 0;
  for (const fd of fds) {
    try {
      if (readlinkSync(`${fdDir}/${fd}`).startsWith("socket:")) sockets++;
    } catch {
      /* closed meanwhile */
    }
  }
  return {
    atSeconds,
    rssMb: kb(status, "VmRSS") / 1024,
    anonMb: kb(status, "RssAnon") / 1024,
    fds: fds.length,
    sockets,
    threads: Number(/^Threads:\s+(\d+)/m.exec(status)?.[1] ?? 0),
  };
}

/**
 * The V8 heap after each full collection, from the server's own `--trace-gc` lines on its stdout
 * ("Mark-Compact 52.3 (70.1) -> 48.2 (68.0) MB"): what stays live, the figure a leak moves.
 * `atSeconds` is V8's time since the isolate started.
 */
export function heapAfterFullGcs(output: string): { atSeconds: number; heapMb: number }[] {
  const found: { atSeconds: number; heapMb: number }[] = [];
  const line = /(\d+) ms: Mark-Compact(?: \(reduce\))? [\d.]+ \([\d.]+\) -> ([\d.]+) \([\d.]+\) MB/g;
  for (const match of output.matchAll(line))
    found.push({ atSeconds: Number(match[1]) / 1000, heapMb: Number(match[2]) });
  return found;
}

/** Least-squares slope of y over x (units of y per unit of x). */
export function slope(points: { x: number; y: number }[]): number {
  const n = points.length;
  if (n < 2) return 0;
  const mx = points.reduce((s, p) => s + p.x, 0) / n;
  const my = points.reduce((s, p) => s + p.y, 0) / n;
  let num = 0;
  let den = 0;
  for (const p of points) {
    num += (p.x - mx) * (p.y - my);
    den += (p.x - mx) ** 2;
  }
  return den === 0 ? 0 : num / den;
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)]! : Number.NaN;
};

import { readdirSync, readFileSync } from "node:fs";

const TICKS_PER_SECOND = 100; // Linux USER_HZ

/** CPU seconds (user + system) a process has used so far, from /proc; 0 once it is gone. */
export function cpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the command name (which may hold spaces) start at field 3.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** The PostgreSQL backends serving `database` (their title names it), by pid. */
export function postgresBackends(database: string): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const title = readFileSync(`/proc/${entry}/cmdline`, "utf8");
      // "postgres: [cluster: ]user database host(port) state"
      const match = /^postgres: (?:\S+: )?\S+ (\S+) /.exec(title);
      if (match?.[1] === database) pids.push(Number(entry));
    } catch {
      /* gone meanwhile */
    }
  }
  return pids;
}

/** CPU seconds per process group between two snapshots (backends that came or went count from 0). */
export function cpuSnapshot(groups: Record<string, number[]>): Record<string, Map<number, number>> {
  return Object.fromEntries(
    Object.entries(groups).map(([name, pids]) => [name, new Map(pids.map((pid) => [pid, cpuSeconds(pid)]))]),
  );
}

export function cpuUsed(before: Record<string, Map<number, number>>, after: Record<string, Map<number, number>>) {
  const used: Record<string, number> = {};
  for (const [name, now] of Object.entries(after)) {
    let total = 0;
    for (const [pid, seconds] of now) total += seconds - (before[name]?.get(pid) ?? 0);
    used[name] = total;
  }
  return used;
}

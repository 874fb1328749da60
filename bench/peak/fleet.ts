import { readdirSync, readFileSync } from "node:fs";
import { type Fleet, startFleet } from "../../cluster/support/fleet";

/** The app processes this bench started (children of this process running the server entry). */
export function serverPids(): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      const command = readFileSync(`/proc/${entry}/cmdline`, "utf8");
      if (parent === process.pid && /server\/main\.(ts|js)/.test(command)) pids.push(Number(entry));
    } catch {
      /* gone meanwhile */
    }
  }
  return pids;
}

/**
 * The fleet the cluster tests use (cluster/support/fleet.ts): `count` instances on a PostgreSQL
 * database and a Redis database of their own, behind nginx with the repository's configuration.
 */
export async function startBenchFleet(count: number): Promise<{ fleet: Fleet; url: URL; pids: number[] }> {
  const fleet = await startFleet({ instances: count, startTimeoutMs: 120_000 });
  const pids = serverPids();
  if (pids.length !== count) {
    await fleet.close();
    throw new Error(`expected ${count} server processes, found ${pids.length}`);
  }
  return { fleet, url: new URL(fleet.url), pids };
}

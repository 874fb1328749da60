import pg from "pg";
import {
  compiledServerEntry,
  freePort,
  type ServerProcess,
  startServerProcess,
} from "../../test/support/server-process";
import { createFleetDatabase, type FleetDatabase } from "./fleet-database";
import { type Nginx, startNginx } from "./nginx";
import { claimRedisSlot, type RedisSlot } from "./redis-slot";

export interface FleetOptions {
  /** App instances behind nginx (3 unless given). */
  instances?: number;
  /** Variables for every instance, on top of the fleet's own (DATABASE_URL, REDIS_URL, PUBLIC_URL, …). */
  env?: Record<string, string>;
  /**
   * Variables for one instance, on top of `env`; given the fleet's own addresses (e.g. to put a TCP
   * proxy of the test's in front of its database or Redis).
   */
  instanceEnv?: (
    index: number,
    shared: { databaseUrl: string; redisUrl: string | null; publicUrl: string },
  ) => Record<string, string>;
  /** The PostgreSQL server to make the fleet's database on (default DATABASE_URL, else the local test server). */
  databaseUrl?: string;
  /** The Redis server (default REDIS_URL, else the local one); `false` runs the fleet without Redis. */
  redisUrl?: string | false;
  /**
   * Run the compiled bundle as `npm start` does (dist/server/main.js, built first when its sources
   * changed): the default, as in production. `false` runs the TypeScript through tsx.
   */
  compiled?: boolean;
  /**
   * Another server entry, run through tsx (so `compiled` is then false): e.g.
   * e2e/support/shop-with-moving-clock.ts, whose clock runs E2E_CLOCK_FILE's days ahead.
   */
  entry?: string;
  /** How long one instance may take to answer /api/health after it was started (default 60 s). */
  startTimeoutMs?: number;
}

export interface FleetInstance {
  index: number;
  port: number;
  /** The instance itself, bypassing nginx. */
  url: string;
  alive(): boolean;
  /** Its output across every start (restarts are marked). */
  output(): string;
  /** Sends a signal (SIGTERM unless given) and resolves with the exit code or signal once it has exited. */
  kill(signal?: NodeJS.Signals): Promise<number | string>;
  /** Starts it again on the same port (after it exited; SIGTERMs it first if still running), healthy on return. */
  restart(env?: Record<string, string>): Promise<void>;
  /**
   * Out of nginx's rotation (its upstream lines marked `down`, nginx reloaded) or back in: what an
   * operator does around stopping an instance (README, "Running more than one instance").
   */
  setInRotation(inRotation: boolean): Promise<void>;
}

export interface Fleet {
  /** nginx in front of every instance: what a visitor reaches. */
  url: string;
  instances: FleetInstance[];
  /** DATABASE_URL of the fleet's own database. */
  databaseUrl: string;
  /** The fleet's Redis database (null without Redis): `redis.client` reads the app's keys ("fmn:…"). */
  redis: RedisSlot | null;
  nginx: Nginx;
  /** A pool on the fleet's database, for the test's own reads and set-up. */
  db: pg.Pool;
  /** The staff account every instance ensures at start (ADMIN_EMAIL / ADMIN_PASSWORD). */
  admin: { email: string; password: string };
  /** Stops nginx and every instance, drops the database, flushes and gives back the Redis slot. */
  close(): Promise<void>;
}

const ADMIN = { email: "fleet.admin@example.com", password: "fleet admin password" };

/**
 * A shop run as a fleet: N app processes (the real server entry) on one PostgreSQL database of their
 * own and one Redis database of their own, behind nginx running the repository's configuration
 * (deploy/nginx/forget-me-not.conf) on its own port. Used by the cluster tests, the fault tests and
 * the peak-load bench.
 */
export async function startFleet(options: FleetOptions = {}): Promise<Fleet> {
  const count = options.instances ?? 3;
  const startTimeoutMs = options.startTimeoutMs ?? 60_000;
  const compiled = options.entry ? false : (options.compiled ?? true);
  // Built once here, not by each instance at once.
  if (compiled) await compiledServerEntry();
  const cleanups: (() => Promise<unknown>)[] = [];
  const cleanUp = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  };
  try {
    const database: FleetDatabase = await createFleetDatabase(options.databaseUrl);
    cleanups.push(() => database.drop());
    const redis = options.redisUrl === false ? null : await claimRedisSlot(options.redisUrl || undefined);
    if (redis) cleanups.push(() => redis.release());
    const db = new pg.Pool({ connectionString: database.url, max: 4 });
    cleanups.push(() => db.end());

    const nginxPort = await freePort();
    const ports: number[] = [];
    while (ports.length < count) {
      const port = await freePort();
      if (port !== nginxPort && !ports.includes(port)) ports.push(port);
    }
    const publicUrl = `http://127.0.0.1:${nginxPort}`;
    const fleetEnv = (index: number): Record<string, string> => ({
      DATABASE_URL: database.url,
      ...(redis && { REDIS_URL: redis.url }),
      PUBLIC_URL: publicUrl,
      // nginx reaches the instances over loopback; so do the tests that call an instance directly.
      TRUST_PROXY: "loopback",
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: "warn",
      ...options.env,
      ...options.instanceEnv?.(index, { databaseUrl: database.url, redisUrl: redis?.url ?? null, publicUrl }),
    });

    let nginx: Nginx | undefined;
    const nginxOf = () => {
      if (!nginx) throw new Error("nginx is not started yet");
      return nginx;
    };
    const instances = ports.map((port, index) =>
      fleetInstance(index, port, fleetEnv(index), { startTimeoutMs, compiled, entry: options.entry, nginxOf }),
    );
    cleanups.push(() => Promise.all(instances.map((instance) => instance.stop())));
    // The first one alone: it creates the staff account, which the others then find.
    await instances[0]!.start();
    await Promise.all(instances.slice(1).map((instance) => instance.start()));

    const started = await startNginx(ports, nginxPort);
    nginx = started;
    cleanups.push(() => started.close());
    await waitForHealth(publicUrl, 15_000, started);

    return {
      url: publicUrl,
      instances: instances.map((instance) => instance.api),
      databaseUrl: database.url,
      redis,
      nginx: started,
      db,
      admin: ADMIN,
      close: cleanUp,
    };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

async function waitForHealth(url: string, timeoutMs: number, nginx: Nginx) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const status = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) })
      .then((response) => response.status)
      .catch(() => null);
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(
    `GET /api/health through nginx did not answer 200 within ${timeoutMs / 1000} s:\n${nginx.errorLog()}`,
  );
}

/** One instance: its fixed port, its environment, and its current process (none before start or after exit). */
function fleetInstance(
  index: number,
  port: number,
  env: Record<string, string>,
  {
    startTimeoutMs,
    compiled,
    entry,
    nginxOf,
  }: { startTimeoutMs: number; compiled: boolean; entry?: string; nginxOf: () => Nginx },
) {
  let current: ServerProcess | null = null;
  let earlier = "";
  const alive = () => current?.alive() ?? false;

  async function start(extra: Record<string, string> = {}) {
    if (current) earlier += `${current.output()}\n--- instance ${index} restarted ---\n`;
    current = await startServerProcess({ ...env, ...extra }, { port, compiled, entry });
    await current.waitFor200("/api/health", startTimeoutMs);
  }

  async function kill(signal: NodeJS.Signals = "SIGTERM") {
    if (!current) throw new Error(`instance ${index} was never started`);
    if (current.alive()) current.child.kill(signal);
    return current.exited;
  }

  const api: FleetInstance = {
    index,
    port,
    url: `http://127.0.0.1:${port}`,
    alive,
    output: () => earlier + (current?.output() ?? ""),
    kill,
    setInRotation: (inRotation) => nginxOf().setDown(port, !inRotation),
    async restart(extra) {
      if (alive()) await kill("SIGTERM");
      await current?.stop();
      await start(extra);
    },
  };
  return {
    api,
    start,
    async stop() {
      await current?.stop();
    },
  };
}

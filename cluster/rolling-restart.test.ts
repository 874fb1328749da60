import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recipientPayload } from "../test/support/customer-journey";
import { register, request } from "./support/client";
import { type Fleet, startFleet } from "./support/fleet";

/**
 * A rolling restart under load (issue 18), the way README's "Running more than one instance" says:
 * while visitors browse and save through nginx, each of the three instances in turn is taken out of
 * nginx's rotation (marked `down`, nginx reloaded), sent SIGTERM, started again and put back. Through
 * nginx no request may fail, and every POST acknowledged (201) must be there afterwards, once. The
 * stopping instance finishes what it took (requests under way, the job step under way) and exits 0.
 */
let fleet: Fleet;
beforeAll(async () => {
  fleet = await startFleet({ instances: 3 });
});
afterAll(() => fleet?.close());

interface Outcome {
  method: string;
  path: string;
  /** The status, or the network error's name. */
  result: number | string;
  at: number;
}

const WORKERS = 6;
/** Bounds on the load, whatever happens: requests in all, and seconds. */
const MAX_REQUESTS = 20_000;
const MAX_SECONDS = 150;

describe("rolling restart", () => {
  it("SIGTERM to each instance in turn under load: no request fails through nginx, no acknowledged save is lost", async () => {
    const customers = await Promise.all([1, 2, 3].map((i) => register(fleet.url, `198.51.100.${60 + i}`)));
    const saved = new Map<string, number>(customers.map((customer) => [customer.cookie, 0]));
    const outcomes: Outcome[] = [];
    let stop = false;
    const started = performance.now();

    async function visitor(worker: number) {
      const customer = customers[worker % customers.length]!;
      for (let i = 0; !stop && outcomes.length < MAX_REQUESTS; i++) {
        if (performance.now() - started > MAX_SECONDS * 1000) break;
        // Mostly reads, one save in five.
        const kind = i % 5;
        const post = kind === 4;
        const path = kind === 0 ? "/api/gift-boxes" : kind === 1 ? "/api/auth/me" : "/api/recipient-profiles";
        const at = performance.now() - started;
        let result: number | string;
        try {
          const answer = await request(fleet.url, path, {
            cookie: customer.cookie,
            ...(post && { body: recipientPayload({ fullName: `Saved ${worker}-${i}` }) }),
            timeoutMs: 20_000,
            // Each on a connection of its own: nginx's reloads close idle kept-alive client connections,
            // which a browser retries by itself and this client would count as failures.
            fresh: true,
          });
          result = answer.status;
          if (post && answer.status === 201) saved.set(customer.cookie, saved.get(customer.cookie)! + 1);
        } catch (error) {
          result = (error as Error).name;
        }
        outcomes.push({ method: post ? "POST" : "GET", path, result, at });
      }
    }

    const load = Promise.all(Array.from({ length: WORKERS }, (_, worker) => visitor(worker)));
    const restarts: { index: number; exit: number | string; downMs: number; fromMs: number; toMs: number }[] = [];
    try {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      for (const instance of fleet.instances) {
        const from = performance.now();
        await instance.setInRotation(false);
        const exit = await instance.kill("SIGTERM");
        const down = performance.now();
        await instance.restart();
        await instance.setInRotation(true);
        restarts.push({
          index: instance.index,
          exit,
          downMs: Math.round(down - from),
          fromMs: from - started,
          toMs: performance.now() - started,
        });
        // Back in nginx's rotation before the next one goes.
        await new Promise((resolve) => setTimeout(resolve, 1_500));
      }
    } finally {
      stop = true;
      await load;
    }

    const expected = (outcome: Outcome) => outcome.result === (outcome.method === "POST" ? 201 : 200);
    const failed = outcomes.filter((outcome) => !expected(outcome));
    const retried = fleet.nginx
      .accessLog()
      .split("\n")
      .filter((line) => line.split(" ")[1]?.endsWith(","));
    const posts = outcomes.filter((outcome) => outcome.method === "POST").length;
    console.log(
      [
        `rolling restart: ${outcomes.length} requests through nginx (${posts} POSTs) in ${Math.round((performance.now() - started) / 1000)} s, ${failed.length} failed`,
        ...restarts.map(
          (r) =>
            `  instance ${r.index}: out of rotation, SIGTERM, exited ${r.exit} after ${r.downMs} ms; away from ${(r.fromMs / 1000).toFixed(1)} s to ${(r.toMs / 1000).toFixed(1)} s`,
        ),
        `  requests nginx passed to another instance: ${retried.length}`,
        ...failed
          .slice(0, 20)
          .map((f) => `  failed: ${f.method} ${f.path} → ${f.result} at ${(f.at / 1000).toFixed(2)} s`),
        ...(failed.length > 0
          ? fleet.nginx
              .errorLog()
              .split("\n")
              .filter((line) => line.includes("upstream"))
              .slice(0, 20)
          : []),
      ].join("\n"),
    );

    // Load ran through every restart: requests were answered while each instance was away.
    for (const r of restarts) {
      const during = outcomes.filter((outcome) => outcome.at > r.fromMs && outcome.at < r.toMs);
      expect(during.length, `requests while instance ${r.index} restarted`).toBeGreaterThan(10);
    }
    for (const r of restarts) expect(r.exit, `instance ${r.index}'s exit`).toBe(0);
    expect(failed).toEqual([]);
    // Every acknowledged save is there, once.
    for (const customer of customers) {
      const list = await request(fleet.url, "/api/recipient-profiles", { cookie: customer.cookie });
      expect(list.json()).toHaveLength(saved.get(customer.cookie)!);
    }
  });
});

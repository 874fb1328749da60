import { describe, expect, it } from "vitest";
import { createAvailability, DatabaseUnavailableError, databaseOutage } from "./availability";

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
/** As Drizzle throws them: its own error, the driver's in `cause`. */
const wrapped = (cause: Error) => Object.assign(new Error("Failed query: select … params: secret"), { cause });

describe("databaseOutage: which failures mean the database, not the request", () => {
  it("calls a database out of reach unreachable, however the driver says it, wrapped or not", () => {
    for (const error of [
      new DatabaseUnavailableError(),
      new Error("Connection terminated unexpectedly"),
      wrapped(new Error("Connection terminated due to connection timeout")),
      wrapped(new Error("Query read timeout")),
      withCode("connect ECONNREFUSED 10.0.0.5:5432", "ECONNREFUSED"),
      wrapped(withCode("read ECONNRESET", "ECONNRESET")),
      wrapped(withCode("the database system is shutting down", "57P03")),
      withCode("connection failure", "08006"),
    ]) {
      expect(databaseOutage(error), String(error.message)).toBe("unreachable");
    }
  });

  it("calls a timeout the server or the pool applied busy, and anything else none of its business", () => {
    expect(databaseOutage(wrapped(withCode("canceling statement due to statement timeout", "57014")))).toBe("busy");
    expect(databaseOutage(new Error("timeout exceeded when trying to connect"))).toBe("busy");
    expect(databaseOutage(wrapped(withCode("duplicate key value", "23505")))).toBeNull();
    expect(databaseOutage(new Error("Connection terminated"))).toBeNull(); // the app closed it
    expect(databaseOutage(new TypeError("x is undefined"))).toBeNull();
    expect(databaseOutage("a string")).toBeNull();
  });
});

describe("the circuit breaker", () => {
  function breaker(probeResults: boolean[]) {
    const lines: string[] = [];
    let probes = 0;
    const availability = createAvailability({
      probeIntervalMs: 5,
      log: () => ({ warn: (_d, m) => lines.push(`warn ${m}`), info: (_d, m) => lines.push(`info ${m}`) }),
      async probe() {
        const ok = probeResults[probes++] ?? true;
        if (!ok) throw new Error("Connection terminated due to connection timeout");
      },
    });
    return { availability, lines, probes: () => probes };
  }
  const until = async (check: () => boolean) => {
    for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
  };

  it("stays closed for failures that are the request's own", () => {
    const { availability, probes } = breaker([]);
    availability.failed(withCode("duplicate key value", "23505"));
    availability.failed(withCode("canceling statement due to statement timeout", "57014"));
    expect(availability.down).toBe(false);
    expect(probes()).toBe(0);
  });

  it("opens on an unreachable database, probes until it answers, then closes by itself", async () => {
    const { availability, lines, probes } = breaker([false, false, true]);
    availability.failed(new Error("Query read timeout"));
    availability.failed(new Error("Query read timeout")); // already open: no second probe loop
    expect(availability.down).toBe(true);
    await until(() => !availability.down);
    expect(availability.down).toBe(false);
    expect(probes()).toBe(3);
    expect(lines).toEqual([
      "warn database unreachable: answering 503 until it is back",
      "info database reachable again",
    ]);
  });

  it("stops probing once closed", async () => {
    const { availability, probes } = breaker([false, false, false, false, false, false]);
    availability.failed(new DatabaseUnavailableError());
    await until(() => probes() >= 2);
    availability.close();
    const after = probes();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(probes()).toBeLessThanOrEqual(after + 1);
    expect(availability.down).toBe(true);
  });
});

// The shop with a clock a journey can move on: the server's clock (only the app's; the database's own
// now() stays real) runs as many days ahead as the file E2E_CLOCK_FILE says, read on every tick, so a
// journey can run a week in real time and then ask for next month (a statement's month is then over).
// Started by vendor-week.e2e.ts and payouts.e2e.ts through scripts/lib/shop-server.mjs (their moveShopClock).
import { readFileSync } from "node:fs";
import { systemClock } from "../../src/server/lib/clock";

const file = process.env.E2E_CLOCK_FILE;
if (!file)
  throw new Error("E2E_CLOCK_FILE is not set: the journeys that move time (vendor-week, payouts) start this shop");
const DAY_MS = 86_400_000;

function offsetDays(): number {
  try {
    return Number(readFileSync(file!, "utf8").trim()) || 0;
  } catch {
    return 0;
  }
}
(systemClock as { now: () => Date }).now = () => new Date(Date.now() + offsetDays() * DAY_MS);

await import("../../src/server/main");

// The shop as it will be a month from now: the server's clock (only the app's; the database's own now()
// stays real) runs E2E_CLOCK_OFFSET_DAYS ahead, so this month's deliveries sit in a month that is over
// and their statement can be approved. Started by payouts.e2e.ts through scripts/lib/shop-server.mjs.
import { systemClock } from "../../src/server/lib/clock";

const offsetMs = Number(process.env.E2E_CLOCK_OFFSET_DAYS ?? "0") * 86_400_000;
(systemClock as { now: () => Date }).now = () => new Date(Date.now() + offsetMs);

await import("../../src/server/main");

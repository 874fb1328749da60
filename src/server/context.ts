import type { Database, Db } from "./db/client";
import type { Clock } from "./lib/clock";

/** What every service gets: built once in buildApp, replaced piecemeal in tests. */
export interface AppContext {
  database: Database;
  db: Db;
  clock: Clock;
  /** Origin used in e-mailed links, e.g. http://localhost:3000. */
  publicUrl: string;
  staffEmail: string;
  /** The shop's ABN for tax invoices (SHOP_ABN); null until set. */
  shopAbn: string | null;
  /** Called after a transaction that queued e-mail commits: wakes the relay. */
  emailQueued(): void;
}

import { type SQL, sql } from "drizzle-orm";
import { STATE_TIME_ZONES } from "../../../shared/domain/australia";
import { SHOP_TIME_ZONE } from "../../../shared/domain/dates";
import { DELIVERY_STATES, FULFILMENT_STATES } from "../../../shared/domain/delivery-state";

/** SQL fragments the figures share: Sydney dates, the recipient's time zone, the ledger's state lists. */

const SYDNEY = sql.raw(`'${SHOP_TIME_ZONE}'`);

/** Midnight at the start of a Sydney date (an SQL date expression), as an instant. */
export const sydneyMidnightOf = (date: SQL) => sql`(${date}::timestamp at time zone ${SYDNEY})`;

/** The recipient's time zone from their state (shared/domain/australia.ts); Sydney when unknown. */
export function stateTimeZone(state: SQL): SQL {
  const cases = Object.entries(STATE_TIME_ZONES).map(([code, zone]) => `when '${code}' then '${zone}'`);
  return sql`(case upper(trim(${state})) ${sql.raw(cases.join(" "))} else ${SYDNEY} end)`;
}

const list = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(", "));

/** Orders (due, with fulfilment): to order … delivered. */
export const ORDER_STATES_SQL = list(FULFILMENT_STATES);
/** Orders not yet sent: what a vendor still has to do. */
export const OPEN_ORDER_STATES_SQL = list(["to_order", "ordered", "dispatch_scheduled"]);
/** Deliveries that will happen (or did): every state but skipped, withdrawn and refunded. */
export const GOING_AHEAD_STATES_SQL = list(
  DELIVERY_STATES.filter((state) => !["skipped", "withdrawn", "refunded"].includes(state)),
);

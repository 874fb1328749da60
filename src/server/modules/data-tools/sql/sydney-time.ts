import { type RawBuilder, sql } from "kysely";
import { SHOP_TIME_ZONE } from "../../../../shared/domain/dates";
import type { DatabaseType } from "../../../../shared/schemas/data-tools";

/**
 * A stored UTC timestamp as Sydney wall-clock time, per dialect. PostgreSQL knows the zone. MySQL's
 * convert_tz needs the server's zone tables (often not loaded: MariaDB here has none) and
 * node-sql-parser cannot read SQL Server's AT TIME ZONE, so MySQL, SQLite and SQL Server get
 * Sydney's rule written out: UTC+10, and +11 from the first Sunday of October to the first Sunday
 * of April. Both changes happen at 02:00 standard time (02:00 AEST in October, 03:00 AEDT in April),
 * so the rule reads the standard-time clock (UTC+10) alone. It holds for instants since 2008, when
 * New South Wales last moved its dates. The other dialects store timestamps as UTC without a zone.
 */

type Ref = RawBuilder<unknown>;

/** The few date parts the rule needs, in each dialect that has no zone database to hand. */
interface Clock {
  plusHours(ref: Ref, hours: Ref): Ref;
  month(value: Ref): Ref;
  day(value: Ref): Ref;
  hour(value: Ref): Ref;
  /** 0 for Sunday … 6 for Saturday. */
  weekday(value: Ref): Ref;
}

const CLOCKS: Record<Exclude<DatabaseType, "postgresql">, Clock> = {
  mysql: {
    plusHours: (ref, hours) => sql`date_add(${ref}, interval ${hours} hour)`,
    month: (v) => sql`month(${v})`,
    day: (v) => sql`dayofmonth(${v})`,
    hour: (v) => sql`hour(${v})`,
    weekday: (v) => sql`(dayofweek(${v}) - 1)`,
  },
  sqlite: {
    plusHours: (ref, hours) => sql`datetime(${ref}, ${hours} || ${sql.lit(" hours")})`,
    month: (v) => sql`cast(strftime(${sql.lit("%m")}, ${v}) as integer)`,
    day: (v) => sql`cast(strftime(${sql.lit("%d")}, ${v}) as integer)`,
    hour: (v) => sql`cast(strftime(${sql.lit("%H")}, ${v}) as integer)`,
    weekday: (v) => sql`cast(strftime(${sql.lit("%w")}, ${v}) as integer)`,
  },
  sqlserver: {
    plusHours: (ref, hours) => sql`dateadd(hour, ${hours}, ${ref})`,
    month: (v) => sql`datepart(month, ${v})`,
    day: (v) => sql`datepart(day, ${v})`,
    hour: (v) => sql`datepart(hour, ${v})`,
    // 31 December 1899 was a Sunday; datediff counts whole days, whatever DATEFIRST says.
    weekday: (v) => sql`(datediff(day, ${sql.lit("18991231")}, ${v}) % 7)`,
  },
};

/** Sydney's wall-clock time of a UTC timestamp column (`table.column`). */
export function sydneyTime(type: DatabaseType, column: string): Ref {
  const ref = sql.ref(column);
  if (type === "postgresql") return sql`timezone(${sql.lit(SHOP_TIME_ZONE)}, ${ref})`;
  const clock = CLOCKS[type];
  const standard = clock.plusHours(ref, sql.lit(10));
  const month = clock.month(standard);
  const day = clock.day(standard);
  const weekday = clock.weekday(standard);
  // On or after 02:00 standard time on the month's first Sunday: a Sunday has fallen on or before
  // today (day - weekday >= 1), unless today is that first Sunday and it is not yet 02:00.
  const afterFirstSunday = sql`(${day} - ${weekday} >= 1 and not (${weekday} = 0 and ${day} <= 7 and ${clock.hour(standard)} < 2))`;
  const summer = sql`(${month} in (11, 12, 1, 2, 3) or (${month} = 10 and ${afterFirstSunday}) or (${month} = 4 and not ${afterFirstSunday}))`;
  return clock.plusHours(ref, sql`(case when ${summer} then 11 else 10 end)`);
}

export type DatePeriod = "year" | "month" | "week" | "day";

/**
 * The Sydney period a column falls in, as text: "2026", "2026-11", the Monday a week starts on
 * ("2026-11-23"), or the day ("2026-11-27"). A date column is already a Sydney date.
 */
export function periodLabel(
  type: DatabaseType,
  column: string,
  kind: "timestamp" | "date",
  period: DatePeriod,
): RawBuilder<string> {
  const value = kind === "timestamp" ? sydneyTime(type, column) : sql.ref(column);
  switch (type) {
    case "postgresql": {
      const start = period === "week" ? sql`date_trunc(${sql.lit("week")}, ${value})` : value;
      return sql<string>`to_char(${start}, ${sql.lit(POSTGRES_FORMATS[period])})`;
    }
    case "mysql": {
      const start = period === "week" ? sql`date_sub(${value}, interval weekday(${value}) day)` : value;
      return sql<string>`date_format(${start}, ${sql.lit(STRFTIME_FORMATS[period])})`;
    }
    case "sqlite":
      // "-6 days" then "weekday 1" lands on the Monday on or before the day.
      return period === "week"
        ? sql<string>`date(${value}, ${sql.lit("-6 days")}, ${sql.lit("weekday 1")})`
        : sql<string>`strftime(${sql.lit(STRFTIME_FORMATS[period])}, ${value})`;
    case "sqlserver": {
      // 1 January 1900 was a Monday: the days since then, modulo 7, are the days since Monday.
      const start =
        period === "week" ? sql`dateadd(day, -(datediff(day, ${sql.lit("19000101")}, ${value}) % 7), ${value})` : value;
      return sql<string>`convert(char(${sql.lit(ISO_LENGTHS[period])}), ${start}, 126)`;
    }
  }
}

const POSTGRES_FORMATS: Record<DatePeriod, string> = {
  year: "YYYY",
  month: "YYYY-MM",
  week: "YYYY-MM-DD",
  day: "YYYY-MM-DD",
};
const STRFTIME_FORMATS: Record<DatePeriod, string> = { year: "%Y", month: "%Y-%m", week: "%Y-%m-%d", day: "%Y-%m-%d" };
/** Style 126 writes ISO 8601 ("2026-11-27T…"); its first 4, 7 or 10 characters are the period. */
const ISO_LENGTHS: Record<DatePeriod, number> = { year: 4, month: 7, week: 10, day: 10 };

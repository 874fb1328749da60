import { formatCents } from "@shared/domain/money";
import { Bar, BarChart, CartesianGrid, Legend, ReferenceLine, Tooltip, XAxis, YAxis } from "recharts";
import type { monthRows, upcomingRows, weekRows } from "./figures";

/**
 * The Analytics tab's charts (recharts loads only with this file, when the tab opens). Each is drawn for
 * the eye and hidden from screen readers by its figure; the figure's summary and table carry the numbers.
 * Colours are at least 3:1 against white and apart from their neighbours.
 */
export const COLOURS = {
  plum: "#6b2d5c",
  blue: "#3b6fb6",
  rose: "#b0568f",
  amber: "#8a5300",
  green: "#3f6b4a",
  red: "#b3261e",
};
const TICK = { fill: "#5f5363", fontSize: 12 };
const GRID = "#e7dcd6";
const dollars = (cents: number) => formatCents(cents).replace(/\.00$/, "");

/** One bar per row, longest first: plans, states, frequencies, vendors. */
export function BreakdownChart({ rows, name }: { rows: { label: string; count: number }[]; name: string }) {
  const longest = Math.max(...rows.map((row) => row.label.length), 4);
  return (
    <BarChart
      responsive
      accessibilityLayer={false}
      layout="vertical"
      data={rows}
      style={{ width: "100%", height: rows.length * 36 + 32 }}
      margin={{ top: 0, right: 16, left: 0, bottom: 0 }}
    >
      <CartesianGrid strokeDasharray="3 3" horizontal={false} stroke={GRID} />
      <XAxis type="number" allowDecimals={false} tick={TICK} tickLine={false} />
      <YAxis
        type="category"
        dataKey="label"
        tick={TICK}
        tickLine={false}
        axisLine={false}
        width={Math.min(180, Math.max(48, longest * 7.5 + 16))}
      />
      <Tooltip cursor={{ fill: "#f6e3e6", opacity: 0.5 }} />
      <Bar dataKey="count" name={name} fill={COLOURS.plum} maxBarSize={24} isAnimationActive={false} />
    </BarChart>
  );
}

/** One field of the rows drawn as bars: its legend name and colour. */
interface Series<Row> {
  key: keyof Row & string;
  name: string;
  colour: string;
}

/** A field's name as recharts takes it (recharts cannot check a key of a generic row type). */
const asDataKey = (key: string): string => key;

/** The series' bars in legend order; with a `stackId`, stacked into one bar per row. */
function seriesBars<Row>(series: readonly Series<Row>[], maxBarSize: number, stackId?: string) {
  return series.map(({ key, name, colour }) => (
    <Bar
      key={key}
      dataKey={asDataKey(key)}
      name={name}
      stackId={stackId}
      fill={colour}
      maxBarSize={maxBarSize}
      isAnimationActive={false}
    />
  ));
}

/**
 * Counts per week or per day, one bar a series (side by side, or stacked with a `stackId`); the
 * subscription weeks and the next days' deliveries.
 */
function CountsChart<Row>(props: {
  rows: Row[];
  xKey: keyof Row & string;
  xInterval?: "preserveStartEnd";
  series: readonly Series<Row>[];
  maxBarSize: number;
  stackId?: string;
}) {
  return (
    <BarChart
      responsive
      accessibilityLayer={false}
      data={props.rows}
      style={{ width: "100%", height: 280 }}
      margin={{ top: 8, right: 8, left: -16, bottom: 0 }}
    >
      <CartesianGrid strokeDasharray="3 3" vertical={false} stroke={GRID} />
      <XAxis dataKey={asDataKey(props.xKey)} tick={TICK} tickLine={false} interval={props.xInterval} />
      <YAxis allowDecimals={false} tick={TICK} tickLine={false} axisLine={false} />
      <Tooltip cursor={{ fill: "#f6e3e6", opacity: 0.5 }} />
      <Legend wrapperStyle={{ fontSize: 12 }} itemSorter={null} />
      {seriesBars(props.series, props.maxBarSize, props.stackId)}
    </BarChart>
  );
}

type WeekRow = ReturnType<typeof weekRows>[number];
const WEEK_SERIES: Series<WeekRow>[] = [
  { key: "started", name: "Started", colour: COLOURS.green },
  { key: "paused", name: "Paused", colour: COLOURS.amber },
  { key: "cancelled", name: "Cancelled", colour: COLOURS.red },
];

export function WeeksChart({ rows }: { rows: WeekRow[] }) {
  return <CountsChart rows={rows} xKey="label" series={WEEK_SERIES} maxBarSize={16} />;
}

type MonthRow = ReturnType<typeof monthRows>[number];
const MONEY_SERIES: Series<MonthRow>[] = [
  { key: "grossCents", name: "Charges", colour: COLOURS.blue },
  { key: "refundsCents", name: "Refunds", colour: COLOURS.red },
];

/** Charges above the line, refunds below it (stacked by sign). */
export function RevenueChart({ rows }: { rows: MonthRow[] }) {
  return (
    <BarChart
      responsive
      accessibilityLayer={false}
      data={rows}
      stackOffset="sign"
      style={{ width: "100%", height: 280 }}
      margin={{ top: 8, right: 8, left: 8, bottom: 0 }}
    >
      <CartesianGrid strokeDasharray="3 3" vertical={false} stroke={GRID} />
      <XAxis dataKey="label" tick={TICK} tickLine={false} />
      <YAxis tick={TICK} tickLine={false} axisLine={false} tickFormatter={dollars} width={72} />
      <Tooltip cursor={{ fill: "#f6e3e6", opacity: 0.5 }} formatter={(value) => formatCents(Number(value))} />
      <Legend wrapperStyle={{ fontSize: 12 }} itemSorter={null} />
      <ReferenceLine y={0} stroke="#5f5363" />
      {seriesBars(MONEY_SERIES, 40, "money")}
    </BarChart>
  );
}

type UpcomingRow = ReturnType<typeof upcomingRows>[number];
const UPCOMING_SERIES: Series<UpcomingRow>[] = [
  { key: "inHand", name: "In hand", colour: COLOURS.green },
  { key: "notYetOrdered", name: "Not yet ordered", colour: COLOURS.blue },
  { key: "unassigned", name: "No vendor", colour: COLOURS.red },
];

export function UpcomingChart({ rows }: { rows: UpcomingRow[] }) {
  return (
    <CountsChart
      rows={rows}
      xKey="short"
      xInterval="preserveStartEnd"
      series={UPCOMING_SERIES}
      maxBarSize={32}
      stackId="day"
    />
  );
}

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

export function WeeksChart({ rows }: { rows: ReturnType<typeof weekRows> }) {
  return (
    <BarChart
      responsive
      accessibilityLayer={false}
      data={rows}
      style={{ width: "100%", height: 280 }}
      margin={{ top: 8, right: 8, left: -16, bottom: 0 }}
    >
      <CartesianGrid strokeDasharray="3 3" vertical={false} stroke={GRID} />
      <XAxis dataKey="label" tick={TICK} tickLine={false} />
      <YAxis allowDecimals={false} tick={TICK} tickLine={false} axisLine={false} />
      <Tooltip cursor={{ fill: "#f6e3e6", opacity: 0.5 }} />
      <Legend wrapperStyle={{ fontSize: 12 }} itemSorter={null} />
      <Bar dataKey="started" name="Started" fill={COLOURS.green} maxBarSize={16} isAnimationActive={false} />
      <Bar dataKey="paused" name="Paused" fill={COLOURS.amber} maxBarSize={16} isAnimationActive={false} />
      <Bar dataKey="cancelled" name="Cancelled" fill={COLOURS.red} maxBarSize={16} isAnimationActive={false} />
    </BarChart>
  );
}

/** Charges above the line, refunds below it (stacked by sign). */
export function RevenueChart({ rows }: { rows: ReturnType<typeof monthRows> }) {
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
      <Bar
        dataKey="grossCents"
        name="Charges"
        stackId="money"
        fill={COLOURS.blue}
        maxBarSize={40}
        isAnimationActive={false}
      />
      <Bar
        dataKey="refundsCents"
        name="Refunds"
        stackId="money"
        fill={COLOURS.red}
        maxBarSize={40}
        isAnimationActive={false}
      />
    </BarChart>
  );
}

export function UpcomingChart({ rows }: { rows: ReturnType<typeof upcomingRows> }) {
  return (
    <BarChart
      responsive
      accessibilityLayer={false}
      data={rows}
      style={{ width: "100%", height: 280 }}
      margin={{ top: 8, right: 8, left: -16, bottom: 0 }}
    >
      <CartesianGrid strokeDasharray="3 3" vertical={false} stroke={GRID} />
      <XAxis dataKey="short" tick={TICK} tickLine={false} interval="preserveStartEnd" />
      <YAxis allowDecimals={false} tick={TICK} tickLine={false} axisLine={false} />
      <Tooltip cursor={{ fill: "#f6e3e6", opacity: 0.5 }} />
      <Legend wrapperStyle={{ fontSize: 12 }} itemSorter={null} />
      <Bar
        dataKey="inHand"
        name="In hand"
        stackId="day"
        fill={COLOURS.green}
        maxBarSize={32}
        isAnimationActive={false}
      />
      <Bar
        dataKey="notYetOrdered"
        name="Not yet ordered"
        stackId="day"
        fill={COLOURS.blue}
        maxBarSize={32}
        isAnimationActive={false}
      />
      <Bar
        dataKey="unassigned"
        name="No vendor"
        stackId="day"
        fill={COLOURS.red}
        maxBarSize={32}
        isAnimationActive={false}
      />
    </BarChart>
  );
}

import type { ShopAnalytics } from "@shared/schemas/analytics";
import { type Column, DataTable, FigureCard } from "./figure-card";
import { breakdownSummary, weekRows, weeksSummary } from "./figures";
import { BreakdownChart, WeeksChart } from "./lazy-charts";

type Breakdown = ShopAnalytics["active"]["byPlan"][number];

const BREAKDOWNS = [
  { key: "byPlan", title: "By plan", noun: "plan", nouns: "plans", header: "Plan" },
  { key: "byState", title: "By state", noun: "state", nouns: "states", header: "Recipient's state" },
  { key: "byFrequency", title: "By frequency", noun: "frequency", nouns: "frequencies", header: "Frequency" },
] as const;

/** Active subscriptions three ways: by plan, by the recipient's state, by delivery frequency. */
export function ActiveBreakdowns({ active }: { active: ShopAnalytics["active"] }) {
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
      {BREAKDOWNS.map(({ key, title, noun, nouns, header }) => {
        const rows = active[key];
        const columns: Column<Breakdown>[] = [
          { header, cell: (row) => row.label },
          { header: "Active", numeric: true, cell: (row) => row.count },
        ];
        return (
          <FigureCard
            key={key}
            title={title}
            summary={breakdownSummary(rows, noun, nouns)}
            empty={rows.length === 0 ? "No active subscriptions yet." : null}
            chart={<BreakdownChart rows={rows} name="Active" />}
            table={
              <DataTable
                caption={`Active subscriptions ${title.toLowerCase()}`}
                columns={columns}
                rows={rows}
                rowKey={(row) => row.key}
              />
            }
          />
        );
      })}
    </div>
  );
}

type WeekRow = ReturnType<typeof weekRows>[number];
const WEEK_COLUMNS: Column<WeekRow>[] = [
  { header: "Week of", cell: (row) => row.label },
  { header: "Started", numeric: true, cell: (row) => row.started },
  { header: "Paused", numeric: true, cell: (row) => row.paused },
  { header: "Cancelled", numeric: true, cell: (row) => row.cancelled },
];

export function WeeklyChanges({ analytics }: { analytics: ShopAnalytics }) {
  const rows = weekRows(analytics);
  const quiet = rows.every((row) => row.started + row.paused + row.cancelled === 0);
  return (
    <FigureCard
      title="New, paused and cancelled per week"
      summary={weeksSummary(analytics.weeks)}
      empty={quiet ? "Nothing started, paused or was cancelled in the last 12 weeks." : null}
      chart={<WeeksChart rows={rows} />}
      table={
        <DataTable
          caption="Subscriptions started, paused and cancelled per week (Monday to Sunday, Sydney time)"
          columns={WEEK_COLUMNS}
          rows={rows}
          rowKey={(row) => row.weekStart}
        />
      }
    >
      <p className="mt-1 text-xs text-muted">
        Weeks run Monday to Sunday, Sydney time. A resumed pause is not counted as new.
      </p>
    </FigureCard>
  );
}

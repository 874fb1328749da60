import { formatCents } from "@shared/domain/money";
import { formatPayoutMonth } from "@shared/domain/payout-month";
import { PAYOUT_STATE_LABELS, PAYOUT_STATES } from "@shared/domain/payout-states";
import type { StatementSummary } from "@shared/schemas/payouts";
import { useState } from "react";
import { StatementStateBadge as StateBadge } from "../../components/statement-state-badge";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Field } from "../../components/ui/field";
import { Input, Select } from "../../components/ui/input";
import { Skeleton } from "../../components/ui/skeleton";
import { errorText } from "../../lib/api";
import { usePageTitle } from "../../lib/use-page-title";
import { type StatementFilters, useStatementList } from "./api/payout-statements";
import { signedCents, statementName } from "./payout-rules";
import { StaffNav } from "./staff-nav";
import { StaffOnly } from "./staff-only";
import { StatementPanel } from "./statement-panel";

const COLUMNS = ["Vendor", "Month", "Orders", "Adjustments", "Total", "State", "Statement"] as const;

/** /admin/payouts: every vendor's monthly statements; staff open one to adjust, approve and mark it paid. */
export function Component() {
  usePageTitle("Vendor Payouts");
  return (
    <StaffOnly title="Vendor payouts">
      <PayoutsPage />
    </StaffOnly>
  );
}

function PayoutsPage() {
  const [filters, setFilters] = useState<StatementFilters>({ month: "", state: "all" });
  const [openId, setOpenId] = useState<number | null>(null);
  const list = useStatementList(filters);
  const rows = list.data ?? [];

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:py-12">
      <StaffNav />
      <h1 className="font-serif text-3xl text-ink">Vendor payouts</h1>
      <p className="mt-1 max-w-2xl text-muted">
        One statement per vendor per month (Sydney time) of its delivered orders. Approve a statement once its month is
        over, then mark it paid with the transfer's reference: the vendor is e-mailed.
      </p>

      <div
        role="group"
        aria-label="Filter statements"
        className="mt-6 flex flex-col gap-3 rounded-2xl border border-line bg-white p-4 sm:flex-row sm:items-start"
      >
        <Field label="Month" hint="Leave empty for every month">
          <Input
            type="month"
            className="sm:w-52"
            value={filters.month}
            onChange={(event) => setFilters((f) => ({ ...f, month: event.target.value }))}
          />
        </Field>
        <Field label="State">
          <Select
            className="sm:w-44"
            value={filters.state}
            onChange={(event) => setFilters((f) => ({ ...f, state: event.target.value }))}
          >
            <option value="all">Every state</option>
            {PAYOUT_STATES.map((state) => (
              <option key={state} value={state}>
                {PAYOUT_STATE_LABELS[state]}
              </option>
            ))}
          </Select>
        </Field>
      </div>

      {list.isError ? (
        <Card className="mt-6 p-6 text-center">
          <p role="alert" className="text-danger">
            Could not load the statements. {errorText(list.error, "Please try again.")}
          </p>
          <Button variant="outline" size="sm" className="mt-4" onClick={() => list.refetch()}>
            Try again
          </Button>
        </Card>
      ) : (
        <Card className="relative mt-6 overflow-x-auto">
          <table className="w-full min-w-[46rem] border-collapse text-left text-sm">
            <caption className="sr-only">Vendor payout statements, latest month first</caption>
            <thead className="border-b border-line bg-paper text-muted">
              <tr>
                {COLUMNS.map((column, i) => (
                  <th
                    key={column}
                    scope="col"
                    className={`px-4 py-3 font-medium ${i >= 2 && i <= 4 ? "text-right" : ""}`}
                  >
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody aria-busy={list.isPending}>
              {list.isPending ? (
                [0, 1, 2].map((row) => (
                  <tr key={row}>
                    <td colSpan={COLUMNS.length} className="px-4 py-3">
                      <Skeleton className="h-5 w-full" />
                    </td>
                  </tr>
                ))
              ) : rows.length === 0 ? (
                <tr>
                  <td colSpan={COLUMNS.length} className="px-4 py-10 text-center text-muted">
                    No statements match. Statements appear once a vendor has a delivered order.
                  </td>
                </tr>
              ) : (
                rows.map((row) => (
                  <StatementRow key={row.id} row={row} open={row.id === openId} onOpen={() => setOpenId(row.id)} />
                ))
              )}
            </tbody>
          </table>
        </Card>
      )}

      {openId !== null && <StatementPanel id={openId} onClose={() => setOpenId(null)} />}
    </div>
  );
}

function StatementRow({ row, open, onOpen }: { row: StatementSummary; open: boolean; onOpen: () => void }) {
  return (
    <tr className={`border-b border-line last:border-b-0 ${open ? "bg-blush/50" : ""}`}>
      <th scope="row" className="px-4 py-3 text-left font-medium text-ink">
        {row.vendorName}
      </th>
      <td className="px-4 py-3 whitespace-nowrap">{formatPayoutMonth(row.month)}</td>
      <td className="px-4 py-3 text-right tabular-nums">{row.orderCount}</td>
      <td className="px-4 py-3 text-right tabular-nums">
        {row.adjustmentsCents === 0 ? "—" : signedCents(row.adjustmentsCents)}
      </td>
      <td className="px-4 py-3 text-right font-medium tabular-nums">{formatCents(row.totalCents)}</td>
      <td className="px-4 py-3">
        <StateBadge state={row.state} reference={row.paymentReference} />
      </td>
      <td className="px-4 py-3">
        <Button variant="outline" size="sm" onClick={onOpen} aria-pressed={open}>
          Open<span className="sr-only"> statement for {statementName(row)}</span>
        </Button>
      </td>
    </tr>
  );
}

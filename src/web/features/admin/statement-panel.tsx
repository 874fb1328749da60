import { formatAbn } from "@shared/domain/abn";
import { formatIsoDate } from "@shared/domain/dates";
import { formatCents } from "@shared/domain/money";
import { formatPayoutMonth, formatSydneyDateTime, nextPayoutMonth } from "@shared/domain/payout-month";
import type { StatementDetail } from "@shared/schemas/payouts";
import { Download, X } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { StatementStateBadge } from "../../components/statement-state-badge";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Field } from "../../components/ui/field";
import { Input } from "../../components/ui/input";
import { Skeleton } from "../../components/ui/skeleton";
import { useToast } from "../../components/ui/toast";
import { errorText, fieldErrorsOf } from "../../lib/api";
import { useAddAdjustment, useApproveStatement, useMarkStatementPaid, useStatement } from "./api/payout-statements";
import { AMOUNT_HINT, AMOUNT_MESSAGE, dollarsToCents, signedCents, statementName } from "./payout-rules";

/** One statement opened below the list: its orders, adjustments, totals, downloads and the next step. */
export function StatementPanel({ id, onClose }: { id: number; onClose: () => void }) {
  const statement = useStatement(id);
  const heading = useRef<HTMLHeadingElement>(null);
  // Opening a statement moves focus to it, so keyboard and screen-reader users land on what they opened.
  const loadedId = statement.data?.id;
  useEffect(() => {
    if (loadedId !== undefined) heading.current?.focus();
  }, [loadedId]);

  if (statement.isPending) return <Skeleton className="mt-8 h-64 rounded-2xl" />;
  if (statement.isError) {
    return (
      <Card className="mt-8 p-6">
        <p role="alert" className="text-danger">
          Could not load the statement. {errorText(statement.error, "Please try again.")}
        </p>
      </Card>
    );
  }
  const s = statement.data;
  return (
    <section aria-labelledby="statement-heading" className="mt-8">
      <Card className="p-4 sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 id="statement-heading" ref={heading} tabIndex={-1} className="font-serif text-2xl text-ink">
              {statementName(s)}
            </h2>
            <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted">
              Statement {s.id} <StatementStateBadge state={s.state} reference={s.paymentReference} />
              <span>
                {s.gstRegistered && s.abn ? `ABN ${formatAbn(s.abn)}, registered for GST` : "Not registered for GST"}
              </span>
            </p>
          </div>
          <Button variant="ghost" size="sm" onClick={onClose}>
            <X aria-hidden="true" className="h-4 w-4" />
            Close<span className="sr-only"> statement</span>
          </Button>
        </div>

        <Downloads statement={s} base={`/api/admin/payout-statements/${s.id}`} />
        <StatementFigures statement={s} />
        <NextStep statement={s} />
      </Card>
    </section>
  );
}

export function Downloads({ statement, base }: { statement: StatementDetail; base: string }) {
  const name = statementName(statement);
  return (
    <div className="mt-4 flex flex-wrap gap-2">
      <Button asChild variant="outline" size="sm">
        <a href={`${base}/statement.csv`} download>
          <Download aria-hidden="true" className="h-4 w-4" />
          CSV<span className="sr-only"> of the statement for {name}</span>
        </a>
      </Button>
      <Button asChild variant="outline" size="sm">
        <a href={`${base}/statement.pdf`} download>
          <Download aria-hidden="true" className="h-4 w-4" />
          PDF<span className="sr-only"> of the statement for {name}</span>
        </a>
      </Button>
    </div>
  );
}

/** The delivered orders, the adjustments and the totals, as tables. */
export function StatementFigures({ statement: s }: { statement: StatementDetail }) {
  return (
    <>
      <h3 className="mt-6 font-medium text-ink">Delivered orders ({s.lines.length})</h3>
      <div
        role="region"
        aria-label="Delivered orders"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable to scroll by keyboard
        tabIndex={0}
        className="relative mt-2 overflow-x-auto rounded-xl border border-line focus-visible:outline-3 focus-visible:outline-forget"
      >
        <table className="w-full min-w-[30rem] text-sm">
          <caption className="sr-only">Delivered orders on this statement</caption>
          <thead className="bg-paper text-left text-muted">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                Order
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Delivery date
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Delivered (Sydney time)
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                Cost
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {s.lines.length === 0 ? (
              <tr>
                <td colSpan={4} className="px-3 py-4 text-center text-muted">
                  No delivered orders this month.
                </td>
              </tr>
            ) : (
              s.lines.map((line, i) => (
                <tr key={line.orderId ?? `gone-${i}`}>
                  <th scope="row" className="px-3 py-2 text-left font-medium">
                    {line.orderId === null ? "—" : `#${line.orderId}`}
                  </th>
                  <td className="px-3 py-2 whitespace-nowrap">{formatIsoDate(line.deliveryDate)}</td>
                  <td className="px-3 py-2">
                    <span className="whitespace-nowrap">{formatSydneyDateTime(line.deliveredAt)}</span>
                    {line.costNote && <span className="block text-xs text-muted">{line.costNote}</span>}
                  </td>
                  <td className="px-3 py-2 text-right tabular-nums">
                    {line.costCents === null ? (
                      <span className="text-danger">Cost not set</span>
                    ) : (
                      formatCents(line.costCents)
                    )}
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>

      <h3 className="mt-6 font-medium text-ink">Adjustments ({s.adjustments.length})</h3>
      {s.adjustments.length === 0 ? (
        <p className="mt-1 text-sm text-muted">No adjustments.</p>
      ) : (
        <ul className="mt-2 divide-y divide-line rounded-xl border border-line text-sm">
          {s.adjustments.map((a) => (
            <li key={a.id} className="flex flex-wrap justify-between gap-2 px-3 py-2">
              <span>
                <span className="text-ink">{a.reason}</span>
                <span className="block text-xs text-muted">
                  {a.staffName ?? "Staff"}, {formatSydneyDateTime(a.at)}
                </span>
              </span>
              <span className="font-medium tabular-nums">{signedCents(a.amountCents)}</span>
            </li>
          ))}
        </ul>
      )}

      <dl className="mt-6 grid max-w-sm grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm">
        <dt className="text-muted">Delivered orders</dt>
        <dd className="text-right tabular-nums">{formatCents(s.ordersCents)}</dd>
        <dt className="text-muted">Adjustments</dt>
        <dd className="text-right tabular-nums">{formatCents(s.adjustmentsCents)}</dd>
        <dt className="font-medium text-ink">Total payable</dt>
        <dd className="text-right font-medium tabular-nums">{formatCents(s.totalCents)}</dd>
        {s.gstCents !== null && (
          <>
            <dt className="text-muted">Includes GST of</dt>
            <dd className="text-right tabular-nums">{formatCents(s.gstCents)}</dd>
          </>
        )}
      </dl>
      {s.approvedAt && (
        <p className="mt-4 text-sm text-muted">
          Approved {formatSydneyDateTime(s.approvedAt)}
          {s.approvedByName ? ` by ${s.approvedByName}` : ""}.
          {s.paidAt &&
            ` Paid ${formatSydneyDateTime(s.paidAt)}${s.paidByName ? ` by ${s.paidByName}` : ""}, reference ${s.paymentReference}.`}
        </p>
      )}
    </>
  );
}

/** What staff can do next: adjust and approve an open statement, mark an approved one paid. */
function NextStep({ statement: s }: { statement: StatementDetail }) {
  if (s.state === "open") {
    return (
      <div className="mt-6 grid gap-6 border-t border-line pt-6 lg:grid-cols-2">
        <AdjustmentForm statement={s} />
        <ApproveBlock statement={s} />
      </div>
    );
  }
  if (s.state === "approved") return <PaidForm statement={s} />;
  return null;
}

function AdjustmentForm({ statement }: { statement: StatementDetail }) {
  const toast = useToast();
  const adjust = useAddAdjustment();
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const cents = dollarsToCents(amount);
    const local: Record<string, string> = {};
    if (cents === null) local.amountCents = AMOUNT_MESSAGE;
    if (reason.trim().length < 3) local.reason = "Please give a reason for the adjustment (at least 3 characters)";
    setErrors(local);
    if (cents === null || local.reason) return;
    adjust.mutate(
      { id: statement.id, input: { amountCents: cents, reason } },
      {
        onSuccess: () => {
          setAmount("");
          setReason("");
          toast({ title: "Adjustment added", description: `${signedCents(cents)}: ${reason.trim()}` });
        },
        onError: (error) => {
          setErrors(fieldErrorsOf(error));
          toast({
            title: "Error",
            description: errorText(error, "The adjustment was not saved."),
            variant: "destructive",
          });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <h3 className="font-medium text-ink">Add an adjustment</h3>
      <Field label="Amount (AUD)" hint={AMOUNT_HINT} error={errors.amountCents}>
        <Input inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} />
      </Field>
      <Field label="Reason" hint="The vendor sees it on the statement" error={errors.reason}>
        <Input value={reason} maxLength={500} onChange={(event) => setReason(event.target.value)} />
      </Field>
      <Button type="submit" variant="outline" size="sm" disabled={adjust.isPending}>
        Add adjustment
      </Button>
    </form>
  );
}

function ApproveBlock({ statement }: { statement: StatementDetail }) {
  const toast = useToast();
  const approve = useApproveStatement();
  const missing = statement.lines.filter((line) => line.costCents === null).length;
  const reasonNot = !statement.monthEnded
    ? `${formatPayoutMonth(statement.month)} is not over yet: approve it from 1 ${formatPayoutMonth(nextPayoutMonth(statement.month))}.`
    : missing > 0
      ? `${missing} order${missing === 1 ? " has" : "s have"} no cost yet: set it on the fulfilment page first.`
      : null;
  return (
    <div className="space-y-3">
      <h3 className="font-medium text-ink">Approve</h3>
      <p className="text-sm text-muted">
        Approving fixes the orders and the total of {formatCents(statement.totalCents)}: later changes to orders no
        longer alter this statement, and no more adjustments can be added.
      </p>
      {reasonNot && <p className="text-sm text-danger">{reasonNot}</p>}
      <Button
        size="sm"
        disabled={approve.isPending || reasonNot !== null}
        onClick={() =>
          approve.mutate(
            { id: statement.id, input: undefined },
            {
              onSuccess: () => toast({ title: "Statement approved", description: statementName(statement) }),
              onError: (error) =>
                toast({ title: "Error", description: errorText(error, "Not approved."), variant: "destructive" }),
            },
          )
        }
      >
        Approve statement
      </Button>
    </div>
  );
}

function PaidForm({ statement }: { statement: StatementDetail }) {
  const toast = useToast();
  const markPaid = useMarkStatementPaid();
  const [reference, setReference] = useState("");
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reference.trim().length < 3) {
      setError("Please enter the payment's reference (e.g. the bank transfer's reference)");
      return;
    }
    setError(undefined);
    markPaid.mutate(
      { id: statement.id, input: { reference } },
      {
        onSuccess: () =>
          toast({ title: "Marked paid", description: `${statementName(statement)}: the vendor has been e-mailed.` }),
        onError: (failure) => {
          setError(fieldErrorsOf(failure).reference);
          toast({ title: "Error", description: errorText(failure, "Not marked paid."), variant: "destructive" });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="mt-6 max-w-md space-y-3 border-t border-line pt-6">
      <h3 className="font-medium text-ink">Mark paid</h3>
      <p className="text-sm text-muted">
        Pay {formatCents(statement.totalCents)} to the vendor by bank transfer, then record the transfer's reference
        here. The vendor is e-mailed once.
      </p>
      <Field label="Payment reference" error={error}>
        <Input value={reference} maxLength={100} onChange={(event) => setReference(event.target.value)} />
      </Field>
      <Button type="submit" size="sm" disabled={markPaid.isPending}>
        Mark paid
      </Button>
    </form>
  );
}

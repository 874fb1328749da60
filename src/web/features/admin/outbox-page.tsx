import type { OutboxEmail } from "@shared/schemas/outbox";
import { RefreshCw } from "lucide-react";
import { Fragment } from "react";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { EmailAddress } from "../../components/ui/email-address";
import { NewTabLink } from "../../components/ui/new-tab-link";
import { Skeleton } from "../../components/ui/skeleton";
import { errorText } from "../../lib/api";
import { cn } from "../../lib/cn";
import { formatShopDateTime, SHOP_TIME_LABEL } from "../../lib/shop-time";
import { usePageTitle } from "../../lib/use-page-title";
import { useOutbox } from "./api/get-outbox";
import { StaffNav } from "./staff-nav";
import { StaffOnly } from "./staff-only";

const COLUMNS = [`Created (${SHOP_TIME_LABEL})`, "To", "Subject", "Kind", "Status", "Message"] as const;

/** /admin/outbox: staff read the e-mails the app has queued or sent (one-time links hidden by the server). */
export function Component() {
  usePageTitle("E-mail Outbox");
  return (
    <StaffOnly title="E-mail outbox">
      <OutboxTable />
    </StaffOnly>
  );
}

function OutboxTable() {
  const outbox = useOutbox();
  const rows = outbox.data ?? [];

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:py-12">
      <StaffNav />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-serif text-3xl text-ink">E-mail outbox</h1>
          <p className="mt-1 text-muted">Every e-mail the shop has queued or sent, newest first.</p>
        </div>
        <Button variant="outline" size="sm" onClick={() => outbox.refetch()} disabled={outbox.isFetching}>
          <RefreshCw aria-hidden="true" className={cn("h-4 w-4", outbox.isFetching && "animate-spin")} />
          Refresh
        </Button>
      </div>

      {outbox.isError ? (
        <Card className="mt-6 p-6 text-center">
          <p role="alert" className="text-danger">
            Could not load the outbox. {errorText(outbox.error, "Please try again.")}
          </p>
          <Button variant="outline" size="sm" className="mt-4" onClick={() => outbox.refetch()}>
            Try again
          </Button>
        </Card>
      ) : (
        <Card className="relative mt-6 overflow-x-auto">
          <table className="w-full min-w-[44rem] border-collapse text-left text-sm">
            <caption className="sr-only">E-mail outbox</caption>
            <thead className="border-b border-line bg-paper text-muted">
              <tr>
                {COLUMNS.map((column) => (
                  <th key={column} scope="col" className="px-4 py-3 font-medium">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody aria-busy={outbox.isPending}>
              {outbox.isPending ? (
                <SkeletonRows />
              ) : rows.length === 0 ? (
                <tr>
                  <td colSpan={COLUMNS.length} className="px-4 py-10 text-center text-muted">
                    No e-mails yet.
                  </td>
                </tr>
              ) : (
                rows.map((email) => <OutboxRow key={email.id} email={email} />)
              )}
            </tbody>
          </table>
        </Card>
      )}
    </div>
  );
}

function OutboxRow({ email }: { email: OutboxEmail }) {
  return (
    <tr className="border-b border-line align-top last:border-b-0">
      <td className="px-4 py-3 whitespace-nowrap">{formatShopDateTime(email.createdAt)}</td>
      <td className="min-w-40 px-4 py-3">
        <EmailAddress address={email.toAddress} />
      </td>
      <td className="min-w-40 px-4 py-3">{email.subject}</td>
      <td className="px-4 py-3 whitespace-nowrap">{email.kind}</td>
      <td className="px-4 py-3 whitespace-nowrap">
        <StatusBadge status={email.status} />
        {email.attempts > 1 && <span className="mt-1 block text-xs text-muted">{email.attempts} attempts</span>}
        {email.sentAt && <span className="mt-1 block text-xs text-muted">Sent {formatShopDateTime(email.sentAt)}</span>}
      </td>
      <td className="px-4 py-3">
        <details className="group">
          <summary className="cursor-pointer font-medium text-plum underline underline-offset-4">
            View
            <span className="sr-only">
              {" "}
              e-mail to {email.toAddress}: {email.subject}
            </span>
          </summary>
          <pre className="mt-2 max-w-xl min-w-64 rounded-lg bg-paper p-3 font-mono text-xs whitespace-pre-wrap text-ink [overflow-wrap:anywhere]">
            <LinkifiedText text={email.textBody} />
          </pre>
        </details>
      </td>
    </tr>
  );
}

const URL_PATTERN = /(https?:\/\/[^\s<>"]+)/g;

/** Plain text with its web links made clickable (those the one link rule allows; the rest stay text). */
function LinkifiedText({ text }: { text: string }) {
  const parts = text.split(URL_PATTERN);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <NewTabLink key={index} href={part} className="text-forget underline">
            {part}
          </NewTabLink>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}

function StatusBadge({ status }: { status: string }) {
  const tone =
    status === "sent"
      ? "bg-leaf/10 text-leaf"
      : status === "failed"
        ? "bg-danger/10 text-danger"
        : "bg-forget/10 text-forget-dark";
  return <span className={cn("inline-block rounded-full px-2.5 py-0.5 text-xs font-medium", tone)}>{status}</span>;
}

function SkeletonRows() {
  return (
    <>
      {[0, 1, 2, 3, 4].map((row) => (
        <tr key={row} className="border-b border-line last:border-b-0">
          {COLUMNS.map((column) => (
            <td key={column} className="px-4 py-3">
              <Skeleton className="h-4 w-full" />
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}

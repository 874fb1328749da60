import { useRecipients } from "@web/features/recipients/api/get-recipients";
import { AlertCircle, Gift, UserPlus } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Skeleton } from "../../components/ui/skeleton";
import { cn } from "../../lib/cn";
import { useCurrentUser } from "../../lib/session";
import { useSubscriptions } from "./api/get-subscriptions";
import { Pagination } from "./pagination";
import { PAGE_SIZE, pageWindow } from "./subscription-list-rules";
import { SubscriptionCard, SubscriptionRow } from "./subscription-row";

interface SubscriptionListPanelProps {
  title: ReactNode;
  description?: ReactNode;
  /** An id for the panel, so a page can link to it (e.g. "View all"). */
  id?: string;
}

const COLUMNS = [
  { name: "Recipient", className: "min-w-32" },
  { name: "Gift Plan" },
  { name: "Status" },
  { name: "Next Delivery 1" },
  { name: "Next Delivery 2" },
  { name: "Next Delivery 3" },
  { name: "Actions" },
  { name: "Billing" },
];

/**
 * The signed-in user's subscriptions (spec §2 "Subscription list panel"): a table of 3 rows per
 * page on wide screens, stacked cards on narrow ones (decided by the panel's own width, so it fits
 * both the account page's narrow column and the dashboard).
 */
export function SubscriptionListPanel({ title, description, id }: SubscriptionListPanelProps) {
  const headingId = useId();
  const { user, isLoading: userLoading } = useCurrentUser();
  const userId = user?.id;
  const subscriptions = useSubscriptions(userId);
  const [page, setPage] = useState(1);

  const list = subscriptions.data ?? [];
  const loading = userLoading || (Boolean(userId) && subscriptions.isPending);
  const w = pageWindow(list.length, page);
  const rows = list.slice(w.startIndex, w.endIndex);

  let body: ReactNode;
  if (loading) body = <LoadingRows />;
  else if (!user) body = <p className="py-6 text-center text-muted">Sign in to see your subscriptions.</p>;
  else if (subscriptions.isError) body = <ErrorState />;
  else if (list.length === 0) body = <EmptyState userId={user.id} />;
  else
    body = (
      <>
        <div className="hidden overflow-x-auto @5xl:block">
          <table className="w-full min-w-[54rem] border-collapse text-left text-sm">
            <caption className="sr-only">
              {title}, page {w.page} of {w.pageCount}
            </caption>
            <thead>
              <tr className="text-xs font-semibold tracking-wide text-muted uppercase">
                {COLUMNS.map((column) => (
                  <th
                    key={column.name}
                    scope="col"
                    className={cn("px-2.5 pb-3 align-bottom font-semibold", column.className)}
                  >
                    {column.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((sub) => (
                <SubscriptionRow key={sub.id} sub={sub} />
              ))}
            </tbody>
          </table>
        </div>
        <ul
          className="grid grid-cols-1 gap-3 @2xl:grid-cols-2 @5xl:hidden"
          aria-label={`${typeof title === "string" ? title : "Subscriptions"}, page ${w.page} of ${w.pageCount}`}
        >
          {rows.map((sub) => (
            <SubscriptionCard key={sub.id} sub={sub} />
          ))}
        </ul>
        <div className="mt-5 border-t border-line pt-4">
          <Pagination window={w} onPageChange={setPage} label={typeof title === "string" ? title : "Subscriptions"} />
        </div>
      </>
    );

  return (
    <Card id={id} className="@container scroll-mt-24 p-4 sm:p-6" aria-labelledby={headingId} role="region">
      <header className="mb-5">
        <h2 id={headingId} className="font-serif text-2xl text-ink">
          {title}
        </h2>
        {description && <p className="mt-1 text-sm text-muted">{description}</p>}
      </header>
      <div aria-busy={loading || undefined}>{body}</div>
    </Card>
  );
}

function LoadingRows() {
  return (
    <div role="status" className="space-y-3">
      <span className="sr-only">Loading subscriptions</span>
      {Array.from({ length: PAGE_SIZE }, (_, i) => (
        <div key={i} className="flex items-center gap-4 rounded-xl border border-line p-4">
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-2/5" />
            <Skeleton className="h-3 w-3/5" />
          </div>
          <Skeleton className="hidden h-4 w-24 sm:block" />
          <Skeleton className="h-6 w-16 rounded-full" />
          <Skeleton className="hidden h-9 w-24 rounded-full @2xl:block" />
        </div>
      ))}
    </div>
  );
}

function ErrorState() {
  return (
    <div
      role="alert"
      className="flex items-center gap-3 rounded-xl border border-danger/40 bg-danger/5 p-4 text-danger"
    >
      <AlertCircle aria-hidden="true" className="h-5 w-5 shrink-0" />
      <p className="font-medium">Error loading subscriptions</p>
    </div>
  );
}

function EmptyState({ userId }: { userId: number }) {
  const recipients = useRecipients(userId);
  const first = recipients.data?.[0];
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-line bg-paper px-3 py-10 text-center">
      <Gift aria-hidden="true" className="h-10 w-10 text-plum" />
      <p className="font-serif text-xl text-ink">No subscriptions found</p>
      <p className="text-muted">Ready to start sending thoughtful gifts?</p>
      {recipients.isPending ? (
        <Skeleton className="mt-2 h-11 w-64 rounded-full" />
      ) : first ? (
        <Button asChild className="mt-2 h-auto min-h-11 px-5 py-2">
          <Link to={`/checkout?recipientId=${first.id}`}>
            <Gift aria-hidden="true" className="h-4 w-4" />
            Start Your First Subscription
          </Link>
        </Button>
      ) : (
        <Button asChild className="mt-2 h-auto min-h-11 px-5 py-2">
          <Link to="/gift-boxes">
            <UserPlus aria-hidden="true" className="h-4 w-4" />
            Create Recipient Profile First
          </Link>
        </Button>
      )}
    </div>
  );
}

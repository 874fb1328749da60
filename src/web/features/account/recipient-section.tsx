import { useRecipients } from "@web/features/recipients/api/get-recipients";
import { useSubscriptions } from "@web/features/subscriptions/api/get-subscriptions";
import { Search, UserPlus, Users } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { cn } from "../../lib/cn";
import {
  filterRecipients,
  pendingPlanChange,
  RECIPIENTS_FETCH_ERROR,
  recipientsWithLiveSubscription,
} from "./account-rules";
import { RecipientCard } from "./recipient-card";
import { RecipientListSkeleton } from "./recipient-list-skeleton";

/** "Your recipients": add, search, and one card per recipient profile, with loading/empty/error states. */
export function RecipientSection({ userId }: { userId: number }) {
  const id = useId();
  const recipients = useRecipients(userId);
  const subscriptions = useSubscriptions(userId);
  const [search, setSearch] = useState("");
  const headingRef = useRef<HTMLHeadingElement>(null);

  const all = recipients.data ?? [];
  const shown = filterRecipients(all, search);
  const live = recipientsWithLiveSubscription(subscriptions.data);

  // A deleted card takes its focused button with it: move focus to the section heading.
  function focusHeading() {
    setTimeout(() => headingRef.current?.focus(), 0);
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id={`${id}-heading`} ref={headingRef} tabIndex={-1} className="font-serif text-2xl text-ink">
            Your recipients
          </h2>
          <p className="mt-1 text-muted">The people you send gifts to, their plans and special dates.</p>
        </div>
        <Button asChild className="self-start sm:self-auto">
          <Link to="/recipient-setup">
            <UserPlus aria-hidden="true" className="h-5 w-5" />
            Add New Recipient
          </Link>
        </Button>
      </div>

      {all.length > 0 && (
        <div className="relative">
          <label htmlFor={`${id}-search`} className="sr-only">
            Search recipients by name
          </label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 h-5 w-5 -translate-y-1/2 text-muted"
          />
          <Input
            id={`${id}-search`}
            type="search"
            placeholder="Search recipients by name"
            autoComplete="off"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className="pl-10"
          />
        </div>
      )}

      {recipients.isPending ? (
        <RecipientListSkeleton />
      ) : recipients.isError ? (
        <div
          role="alert"
          className="flex flex-col items-start gap-3 rounded-2xl border border-danger/40 bg-white px-5 py-4"
        >
          <p className="text-danger">{RECIPIENTS_FETCH_ERROR}</p>
          <Button variant="outline" size="sm" onClick={() => recipients.refetch()} disabled={recipients.isFetching}>
            {recipients.isFetching ? "Trying again..." : "Try again"}
          </Button>
        </div>
      ) : all.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-line bg-white px-6 py-10 text-center">
          <span className="flex h-12 w-12 items-center justify-center rounded-full bg-blush text-plum">
            <Users aria-hidden="true" className="h-6 w-6" />
          </span>
          <p className="text-ink">No recipients yet — add someone you'd love to surprise.</p>
          <Button asChild variant="outline">
            <Link to="/recipient-setup">Add your first recipient</Link>
          </Button>
        </div>
      ) : (
        <>
          <p role="status" className="sr-only">
            {search.trim() ? `${shown.length} of ${all.length} recipients shown` : ""}
          </p>
          {shown.length === 0 ? (
            <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-line bg-white px-6 py-8 text-center">
              <p className="text-ink">No recipients match “{search.trim()}”.</p>
              <Button variant="outline" size="sm" onClick={() => setSearch("")}>
                Clear Search
              </Button>
            </div>
          ) : (
            <ul className={cn("grid gap-4", shown.length > 1 && "lg:grid-cols-2")}>
              {shown.map((recipient) => (
                // A card being edited takes the full width.
                <li key={recipient.id} className="min-w-0 lg:has-[[data-recipient-edit]]:col-span-2">
                  <RecipientCard
                    userId={userId}
                    recipient={recipient}
                    hasLiveSubscription={subscriptions.isPending ? null : live.has(recipient.id)}
                    pendingPlanChange={pendingPlanChange(subscriptions.data, recipient.id)}
                    onDeleted={focusHeading}
                  />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

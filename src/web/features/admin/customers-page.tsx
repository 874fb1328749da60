import { CUSTOMER_SEARCH_MESSAGE, CUSTOMER_SEARCH_MIN, type CustomerSummary } from "@shared/schemas/customers";
import { ChevronRight, Search } from "lucide-react";
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Input } from "../../components/ui/input";
import { Skeleton } from "../../components/ui/skeleton";
import { errorText } from "../../lib/api";
import { parseIdParam } from "../../lib/id-param";
import { formatShopDate } from "../../lib/shop-time";
import { usePageTitle } from "../../lib/use-page-title";
import { useCustomerSearch } from "./api/search-customers";
import { createDebouncer } from "./fulfilment-debounce";
import { StaffNav } from "./staff-nav";
import { StaffOnly } from "./staff-only";

/** Typing pauses this long before the search runs: one query per pause, not per keystroke. */
const SEARCH_DELAY_MS = 350;

/** /admin/customers: staff find a customer by any part of their name or e-mail. */
export function Component() {
  usePageTitle("Customers");
  return (
    <StaffOnly title="Customers">
      <CustomerSearch />
    </StaffOnly>
  );
}

function CustomerSearch() {
  const [params, setParams] = useSearchParams();
  const q = params.get("q") ?? "";
  const page = parseIdParam(params.get("page")) ?? 1;
  const [text, setText] = useState(q);
  const inputId = useId();
  const hintId = useId();

  // Back and forward change the address: the box follows it (keeping a space typed after a word).
  useEffect(() => setText((current) => (current.trim() === q ? current : q)), [q]);

  const show = (next: string, nextPage = 1) =>
    setParams(next.trim() ? { q: next.trim(), ...(nextPage > 1 ? { page: String(nextPage) } : {}) } : {}, {
      replace: nextPage === 1,
    });
  // The debouncer lives as long as the page; it calls the latest `show`.
  const latestShow = useRef(show);
  latestShow.current = show;
  const debouncer = useMemo(() => createDebouncer<string>((value) => latestShow.current(value), SEARCH_DELAY_MS), []);
  useEffect(() => () => debouncer.cancel(), [debouncer]);

  function submit(event: FormEvent) {
    event.preventDefault();
    debouncer.cancel();
    show(text);
  }

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:py-12">
      <StaffNav />
      <h1 className="font-serif text-3xl text-ink">Customers</h1>
      <p className="mt-1 text-muted">
        Find a customer by any part of their name or e-mail, then open their subscriptions, deliveries and payments.
      </p>

      <form role="search" onSubmit={submit} className="mt-6 flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex flex-1 flex-col gap-1.5">
          <label htmlFor={inputId} className="text-sm font-medium text-ink">
            Name or e-mail
          </label>
          <Input
            id={inputId}
            type="search"
            value={text}
            autoComplete="off"
            spellCheck={false}
            aria-describedby={hintId}
            onChange={(event) => {
              setText(event.target.value);
              debouncer.schedule(event.target.value);
            }}
          />
          <p id={hintId} className="text-xs text-muted">
            At least {CUSTOMER_SEARCH_MIN} characters, for example part of a surname or an e-mail's domain.
          </p>
        </div>
        <Button type="submit" className="sm:mb-6">
          <Search aria-hidden="true" className="h-4 w-4" />
          Search
        </Button>
      </form>

      <Results q={q} page={page} onPage={(next) => show(q, next)} />
    </div>
  );
}

function Results({ q, page, onPage }: { q: string; page: number; onPage: (page: number) => void }) {
  const search = useCustomerSearch(q, page);
  const tooShort = q.trim().length < CUSTOMER_SEARCH_MIN;
  const data = search.data;

  let status: string;
  if (!q) status = "";
  else if (tooShort) status = CUSTOMER_SEARCH_MESSAGE;
  else if (search.isError) status = `The search failed. ${errorText(search.error, "Please try again.")}`;
  else if (!data) status = "Searching…";
  else if (data.customers.length === 0) status = page > 1 ? "No more customers match." : `No customers match “${q}”.`;
  else if (data.page === 1 && !data.hasMore) {
    const n = data.customers.length;
    status = `${n} customer${n === 1 ? "" : "s"} ${n === 1 ? "matches" : "match"} “${q}”.`;
  } else {
    const first = (data.page - 1) * data.pageSize + 1;
    const last = first + data.customers.length - 1;
    status = `Customers ${first} to ${last} matching “${q}”${data.hasMore ? ", more on the next page" : ""}.`;
  }

  return (
    <section aria-labelledby="customer-results" className="mt-4">
      <h2 id="customer-results" className="sr-only">
        Results
      </h2>
      <p role="status" className={search.isError ? "text-danger" : "text-sm text-muted"}>
        {status}
      </p>
      {!tooShort && !data && search.isFetching && <ResultSkeleton />}
      {data && data.customers.length > 0 && (
        <Card className="mt-3 overflow-hidden" aria-busy={search.isFetching}>
          <ul className="divide-y divide-line">
            {data.customers.map((customer) => (
              <CustomerRow key={customer.id} customer={customer} />
            ))}
          </ul>
        </Card>
      )}
      {data && (data.page > 1 || data.hasMore) && (
        <nav aria-label="Result pages" className="mt-4 flex items-center justify-between gap-2">
          <Button variant="outline" size="sm" disabled={data.page <= 1} onClick={() => onPage(data.page - 1)}>
            Previous page
          </Button>
          <span className="text-sm text-muted">Page {data.page}</span>
          <Button variant="outline" size="sm" disabled={!data.hasMore} onClick={() => onPage(data.page + 1)}>
            Next page
          </Button>
        </nav>
      )}
    </section>
  );
}

function CustomerRow({ customer }: { customer: CustomerSummary }) {
  const subscriptions =
    customer.subscriptions === 0
      ? "No subscriptions"
      : `${customer.subscriptions} subscription${customer.subscriptions === 1 ? "" : "s"}, ${customer.liveSubscriptions} live`;
  return (
    <li>
      <Link
        to={`/admin/customers/${customer.id}`}
        className="flex items-center gap-3 px-4 py-3 hover:bg-blush focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-forget"
      >
        <span className="min-w-0 flex-1">
          <span className="block font-medium text-ink">{customer.fullName}</span>
          <span className="block text-sm break-all text-muted">{customer.email}</span>
          <span className="mt-0.5 block text-xs text-muted">
            {subscriptions} · joined {formatShopDate(customer.createdAt)}
          </span>
        </span>
        <ChevronRight aria-hidden="true" className="h-5 w-5 shrink-0 text-plum" />
      </Link>
    </li>
  );
}

function ResultSkeleton() {
  return (
    <Card className="mt-3 flex flex-col gap-3 p-4" aria-hidden="true">
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} className="h-10 w-full" />
      ))}
    </Card>
  );
}

import { useQueryClient } from "@tanstack/react-query";
import { Download, RefreshCw, UserX } from "lucide-react";
import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { Button, buttonVariants } from "../../components/ui/button";
import { errorText } from "../../lib/api";
import { cn } from "../../lib/cn";
import { usePageTitle } from "../../lib/use-page-title";
import { FULFILMENT_ORDERS_ROOT, useFulfilmentOrders } from "./api/get-fulfilment-orders";
import { useVendorChoices } from "./api/get-vendor-choices";
import { FulfilmentCards } from "./fulfilment-cards";
import { FulfilmentFilterBar } from "./fulfilment-filters";
import { GenerateOrdersButton } from "./fulfilment-generate-button";
import { useWideScreen } from "./fulfilment-media";
import { FulfilmentPager } from "./fulfilment-pager";
import {
  changeFilters,
  csvHref,
  type FulfilmentFilters,
  filtersToSearch,
  lastPage,
  parseFilters,
  unassignedText,
} from "./fulfilment-rules";
import { FulfilmentTable } from "./fulfilment-table";
import { StaffNav } from "./staff-nav";
import { StaffOnly } from "./staff-only";

/** /admin/fulfillment: staff track every order to its vendor and delivery (spec "Admin fulfilment dashboard"). */
export function Component() {
  usePageTitle("Fulfilment");
  return (
    <StaffOnly title="Fulfilment">
      <FulfilmentDashboard />
    </StaffOnly>
  );
}

function FulfilmentDashboard() {
  const queryClient = useQueryClient();
  // The controls live in the address, so a refresh or a shared link keeps them.
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = parseFilters(searchParams);
  const orders = useFulfilmentOrders(filters);
  const choices = useVendorChoices();
  const page = orders.data;

  const show = (next: FulfilmentFilters) => setSearchParams(filtersToSearch(next), { replace: true });

  // A page past the end (the list shrank since the link was made) moves to the last page.
  const beyondEnd = page && !orders.isPlaceholderData && page.orders.length === 0 && page.total > 0;
  const finalPage = page ? lastPage(page.total, page.pageSize || 1) : 1;
  useEffect(() => {
    if (beyondEnd && filters.page !== finalPage) {
      setSearchParams(filtersToSearch({ ...filters, page: finalPage }), { replace: true });
    }
  }, [beyondEnd, finalPage, filters, setSearchParams]);

  function goToPage(next: number) {
    setSearchParams(filtersToSearch({ ...filters, page: next }));
    document.getElementById("fulfilment-heading")?.scrollIntoView({ block: "start" });
  }

  return (
    <div className="mx-auto w-full max-w-[96rem] px-4 py-8 sm:py-12">
      <StaffNav />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 id="fulfilment-heading" className="scroll-mt-4 font-serif text-3xl text-ink">
            Fulfilment
          </h1>
          <p className="mt-1 max-w-2xl text-muted">
            Every order made from the delivery schedule: who holds it, where it stands, and what it cost. Changes save
            as you make them.
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant="outline"
            size="sm"
            onClick={() => queryClient.invalidateQueries({ queryKey: [FULFILMENT_ORDERS_ROOT] })}
            disabled={orders.isFetching}
          >
            <RefreshCw aria-hidden="true" className={cn("h-4 w-4", orders.isFetching && "animate-spin")} />
            Refresh
          </Button>
          <a href={csvHref(filters)} download className={buttonVariants({ variant: "outline", size: "sm" })}>
            <Download aria-hidden="true" className="h-4 w-4" />
            Export CSV
            <span className="sr-only"> of the orders matching these filters</span>
          </a>
          <GenerateOrdersButton />
        </div>
      </div>

      {/* A live region that is always there, so a new unassigned count is announced when it appears. */}
      <div role="status">
        {page && page.unassignedOpen > 0 && (
          <div className="mt-6 flex flex-col gap-3 rounded-2xl border border-plum/30 bg-blush/60 p-4 sm:flex-row sm:items-center sm:justify-between">
            <div className="flex items-start gap-3">
              <UserX aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-plum" />
              <div>
                <p className="font-medium text-ink">{unassignedText(page.unassignedOpen)}</p>
                <p className="text-sm text-ink/80">
                  They are listed first. Choose a vendor for each, or wait for a vendor nearby to claim them.
                </p>
              </div>
            </div>
            {!filters.unassigned && (
              <Button variant="outline" size="sm" onClick={() => show(changeFilters(filters, { unassigned: true }))}>
                Show unassigned only
              </Button>
            )}
          </div>
        )}
      </div>

      <div className="mt-6 space-y-4">
        <FulfilmentFilterBar filters={filters} onChange={(change) => show(changeFilters(filters, change))} />

        {orders.isError && !page ? (
          <div
            role="alert"
            className="flex flex-col items-center gap-2 rounded-2xl border border-danger/30 bg-danger/5 px-4 py-8 text-center"
          >
            <p className="font-medium text-danger">The orders could not be loaded.</p>
            <p className="text-sm text-ink">
              {errorText(orders.error, "Please try again.", "Check your connection and try again.")}
            </p>
            <Button
              variant="outline"
              size="sm"
              className="mt-1"
              onClick={() => orders.refetch()}
              disabled={orders.isFetching}
            >
              {orders.isFetching ? "Trying again…" : "Try again"}
            </Button>
          </div>
        ) : (
          <>
            {orders.isError && (
              <p role="alert" className="text-sm text-danger">
                The list could not be refreshed, so it may be out of date.{" "}
                <button
                  type="button"
                  className="font-medium underline underline-offset-4"
                  onClick={() => orders.refetch()}
                >
                  Try again
                </button>
              </p>
            )}
            {choices.isError && (
              <p role="alert" className="text-sm text-danger">
                The vendor list could not be loaded, so orders cannot be reassigned right now.{" "}
                <button
                  type="button"
                  className="font-medium underline underline-offset-4"
                  onClick={() => choices.refetch()}
                >
                  Try again
                </button>
              </p>
            )}
            <FulfilmentOrders
              orders={page ? page.orders : null}
              choices={choices.data ?? []}
              refreshing={orders.isPlaceholderData}
            />
            {page && (
              <FulfilmentPager
                page={filters.page}
                pageSize={page.pageSize || page.orders.length}
                total={page.total}
                shown={page.orders.length}
                onPage={goToPage}
              />
            )}
          </>
        )}
      </div>
    </div>
  );
}

/** A table from tablet width up, cards on a phone (only one of them is ever drawn). */
function FulfilmentOrders(props: Parameters<typeof FulfilmentTable>[0]) {
  return useWideScreen() ? <FulfilmentTable {...props} /> : <FulfilmentCards {...props} />;
}

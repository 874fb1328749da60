import { useQueryClient } from "@tanstack/react-query";
import { RefreshCw } from "lucide-react";
import { useSearchParams } from "react-router";
import { Button } from "../../components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { cn } from "../../lib/cn";
import { QUERY_ROOTS } from "../../lib/query-keys";
import { usePageTitle } from "../../lib/use-page-title";
import { useAdminVendors } from "./api/get-vendors";
import { StaffNav } from "./staff-nav";
import { StaffOnly } from "./staff-only";
import { VendorList } from "./vendor-list";
import { countVendorsByStatus, parseVendorFilter, VENDOR_FILTER_LABELS, VENDOR_FILTERS } from "./vendor-rules";

/** /admin/vendors: staff review vendor applications and approve, reject, suspend or adjust vendors. */
export function Component() {
  usePageTitle("Vendors");
  return (
    <StaffOnly title="Vendors">
      <VendorReview />
    </StaffOnly>
  );
}

function VendorReview() {
  const queryClient = useQueryClient();
  // The tab lives in the address (?status=approved), so a refresh or a shared link keeps it.
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = parseVendorFilter(searchParams.get("status"));
  // The "all" list gives every tab its count (and is the All tab's own list).
  const all = useAdminVendors("all");
  const counts = all.data ? countVendorsByStatus(all.data) : null;
  const refreshing = queryClient.isFetching({ queryKey: [QUERY_ROOTS.adminVendors] }) > 0;

  function selectFilter(value: string) {
    const next = parseVendorFilter(value);
    setSearchParams(next === "pending" ? {} : { status: next }, { replace: true });
  }

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:py-12">
      <StaffNav />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-serif text-3xl text-ink">Vendors</h1>
          <p className="mt-1 text-muted">Review applications, and approve, reject or suspend partner vendors.</p>
        </div>
        <Button
          variant="outline"
          size="sm"
          onClick={() => queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.adminVendors] })}
          disabled={refreshing}
        >
          <RefreshCw aria-hidden="true" className={cn("h-4 w-4", refreshing && "animate-spin")} />
          Refresh
        </Button>
      </div>

      <Tabs value={filter} onValueChange={selectFilter} className="mt-6">
        <TabsList aria-label="Vendors by status" className="flex w-full rounded-2xl sm:inline-flex sm:w-auto">
          {VENDOR_FILTERS.map((value) => (
            <TabsTrigger key={value} value={value} className="group inline-flex items-center gap-1.5 px-3 sm:px-4">
              {VENDOR_FILTER_LABELS[value]}
              {counts && (
                <span className="rounded-full bg-blush px-1.5 text-xs text-plum group-data-[state=active]:bg-white/20 group-data-[state=active]:text-white">
                  {counts[value]}
                </span>
              )}
            </TabsTrigger>
          ))}
        </TabsList>
        {VENDOR_FILTERS.map((value) => (
          <TabsContent key={value} value={value}>
            <VendorList status={value} />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}

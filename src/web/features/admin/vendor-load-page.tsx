import { formatIsoDate } from "@shared/domain/dates";
import type { VendorLoad } from "@shared/schemas/vendor-capacity";
import { Link } from "react-router";
import { Button } from "../../components/ui/button";
import { Skeleton } from "../../components/ui/skeleton";
import { errorText } from "../../lib/api";
import { cn } from "../../lib/cn";
import { usePageTitle } from "../../lib/use-page-title";
import { useVendorLoad } from "./api/get-vendor-load";
import { StaffNav } from "./staff-nav";
import { StaffOnly } from "./staff-only";
import { LoadLegend, VendorLoadChart } from "./vendor-load-chart";
import { cellText, dayTone, shopTotals, shortDay } from "./vendor-load-rules";

/** /admin/vendors/load: each approved vendor's orders per day against its capacity for the next two weeks. */
export function Component() {
  usePageTitle("Vendor Load");
  return (
    <StaffOnly title="Vendor load">
      <VendorLoadPage />
    </StaffOnly>
  );
}

function VendorLoadPage() {
  const load = useVendorLoad();
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:py-12">
      <StaffNav />
      <h1 className="font-serif text-3xl text-ink">Vendor load</h1>
      <p className="mt-1 max-w-2xl text-muted">
        Orders assigned to each approved vendor per delivery day, against the daily capacity it set, for the next two
        weeks. A full or closed day sends new orders to the next vendor; raise a vendor's capacity on{" "}
        <Link to="/admin/vendors" className="text-plum underline underline-offset-4">
          Vendors
        </Link>{" "}
        and route stranded orders again on{" "}
        <Link to="/admin/fulfillment" className="text-plum underline underline-offset-4">
          Fulfilment
        </Link>
        .
      </p>
      <div className="mt-6">
        {load.isPending ? (
          <div role="status" className="space-y-4">
            <span className="sr-only">Loading the vendors' load</span>
            <Skeleton className="h-40 rounded-2xl" />
            <Skeleton className="h-40 rounded-2xl" />
          </div>
        ) : load.isError ? (
          <div role="alert" className="rounded-2xl border border-danger bg-white p-4 text-danger">
            <p>{errorText(load.error, "The vendors' load could not be loaded.")}</p>
            <Button variant="outline" size="sm" className="mt-3" onClick={() => load.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <LoadView load={load.data} />
        )}
      </div>
    </div>
  );
}

function LoadView({ load }: { load: VendorLoad }) {
  const unassigned = load.unassigned.reduce((sum, day) => sum + day.orders, 0);
  return (
    <div className="space-y-8">
      <p className="text-sm text-ink">
        {formatIsoDate(load.from)} to {formatIsoDate(load.to)}.{" "}
        {unassigned
          ? `${unassigned} ${unassigned === 1 ? "order has" : "orders have"} no vendor in these two weeks.`
          : "Every order in these two weeks has a vendor."}
      </p>
      {load.vendors.length === 0 ? (
        <p className="text-muted">No approved vendors yet.</p>
      ) : (
        <section aria-labelledby="load-charts-heading" className="space-y-4">
          <h2 id="load-charts-heading" className="font-serif text-2xl text-ink">
            Chart
          </h2>
          <LoadLegend />
          <div className="grid gap-4 lg:grid-cols-2">
            <VendorLoadChart vendor={shopTotals(load)} capacityLabel="all vendors' capacity" />
            {load.vendors.map((vendor) => (
              <VendorLoadChart key={vendor.id} vendor={vendor} />
            ))}
          </div>
        </section>
      )}
      <LoadTable load={load} />
    </div>
  );
}

const TONE_CELL = {
  room: "",
  busy: "bg-blush",
  full: "bg-blush font-semibold",
  over: "bg-danger/10 font-semibold text-danger",
  closed: "bg-paper text-muted",
} as const;

/** The same figures as a table: a row per vendor, a column per day, "orders of capacity" in each cell. */
function LoadTable({ load }: { load: VendorLoad }) {
  return (
    <section aria-labelledby="load-table-heading" className="space-y-3">
      <h2 id="load-table-heading" className="font-serif text-2xl text-ink">
        Table
      </h2>
      <div
        role="region"
        aria-label="Vendor load table"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable to scroll by keyboard
        tabIndex={0}
        className="overflow-x-auto rounded-2xl border border-line bg-white focus-visible:outline-3 focus-visible:outline-forget"
      >
        <table className="w-full text-sm">
          <caption className="sr-only">Orders assigned per vendor per day, of its daily capacity</caption>
          <thead className="bg-paper text-left text-muted">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                Vendor
              </th>
              {load.unassigned.map((day) => (
                <th key={day.date} scope="col" className="px-2 py-2 font-medium whitespace-nowrap">
                  <abbr title={formatIsoDate(day.date)} className="no-underline">
                    {shortDay(day.date)}
                  </abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {load.vendors.map((vendor) => (
              <tr key={vendor.id} className="border-t border-line">
                <th scope="row" className="px-3 py-2 text-left font-medium whitespace-nowrap text-ink">
                  {vendor.name}
                  <span className="block text-xs font-normal text-muted">{vendor.dailyCapacity} a day</span>
                </th>
                {vendor.days.map((day) => (
                  <td
                    key={day.date}
                    className={cn("px-2 py-2 whitespace-nowrap", TONE_CELL[dayTone(day, vendor.dailyCapacity)])}
                  >
                    {cellText(day, vendor.dailyCapacity)}
                  </td>
                ))}
              </tr>
            ))}
            <tr className="border-t border-line">
              <th scope="row" className="px-3 py-2 text-left font-medium text-ink">
                No vendor yet
              </th>
              {load.unassigned.map((day) => (
                <td key={day.date} className={cn("px-2 py-2", day.orders && "font-semibold text-danger")}>
                  {day.orders}
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
    </section>
  );
}

import type { AdminOrder } from "@shared/schemas/fulfilment";
import { Skeleton } from "../../components/ui/skeleton";
import { cn } from "../../lib/cn";
import type { VendorChoice } from "./api/get-vendor-choices";
import { EmptyOrders } from "./fulfilment-empty";
import { FULFILMENT_COLUMNS, FulfilmentRow } from "./fulfilment-row";

interface FulfilmentTableProps {
  /** Null while the first page loads. */
  orders: readonly AdminOrder[] | null;
  choices: readonly VendorChoice[];
  /** A newer page or filter is on its way (the rows shown are the previous answer). */
  refreshing: boolean;
}

/**
 * The orders as a table (laptop width and wider), as wide as the page and no wider, in a region that
 * scrolls down inside the page with the header row in view.
 */
export function FulfilmentTable({ orders, choices, refreshing }: FulfilmentTableProps) {
  return (
    <section
      aria-label="Fulfilment orders"
      // Keyboard users scroll the region with the arrow keys once it has focus.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable to scroll by keyboard
      tabIndex={0}
      className="relative max-h-[calc(100dvh-6rem)] overflow-auto rounded-2xl border border-line bg-white shadow-sm focus-visible:outline-3 focus-visible:outline-forget"
    >
      <table className={cn("w-full border-collapse text-left text-sm", refreshing && "opacity-60")}>
        <caption className="sr-only">Fulfilment orders, unassigned first</caption>
        <thead className="sticky top-0 z-20 border-b border-line bg-paper text-muted">
          <tr>
            {FULFILMENT_COLUMNS.map((column) => (
              <th key={column} scope="col" className="bg-paper px-3 py-3 font-medium whitespace-nowrap">
                {column === "Details" ? <span className="sr-only">{column}</span> : column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody aria-busy={orders === null || refreshing}>
          {orders === null ? (
            <SkeletonRows />
          ) : orders.length === 0 ? (
            <tr>
              <td colSpan={FULFILMENT_COLUMNS.length} className="px-4 py-12">
                <EmptyOrders />
              </td>
            </tr>
          ) : (
            orders.map((order) => <FulfilmentRow key={order.id} order={order} choices={choices} />)
          )}
        </tbody>
      </table>
    </section>
  );
}

function SkeletonRows() {
  return (
    <>
      {[0, 1, 2, 3, 4, 5].map((row) => (
        <tr key={row} className="border-b border-line last:border-b-0">
          {FULFILMENT_COLUMNS.map((column, index) => (
            <td key={column} className="px-3 py-3">
              <Skeleton className={cn("h-5", index === 0 ? "w-10" : "w-24")} />
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}

import type { AdminOrder } from "@shared/schemas/fulfilment";
import { ChevronDown } from "lucide-react";
import { useId, useState } from "react";
import { cn } from "../../lib/cn";
import type { VendorChoice } from "./api/get-vendor-choices";
import { CostHistory } from "./fulfilment-cost-history";
import { DispatchInfo } from "./fulfilment-dispatch";
import { type EditorName, useOrderEditors } from "./fulfilment-editors";
import { StaffPackingSlipLink } from "./fulfilment-packing-slip-link";
import { giftText, occasionText, orderDateText, placeText } from "./fulfilment-rules";
import { UrgentBadge } from "./fulfilment-urgent";

/**
 * The table's columns: what each order says, the choices staff make on every order, the vendor's
 * dispatch, and a Details button. Related facts share a column (stacked) so the table fits a laptop
 * screen without scrolling sideways; the ordering fields open in a row of their own under the order.
 */
export const FULFILMENT_COLUMNS = [
  "Order",
  "Recipient",
  "Gift box / plan",
  "Vendor and status",
  "Delivery and cost",
  "Dispatch",
  "Details",
] as const;

/** The fields in an order's Details row, in the order they are shown. */
const DETAIL_FIELDS = ["Date ordered", "Supplier ordered", "Package", "Notes"] as const satisfies EditorName[];

const cell = "px-3 py-3 align-top";

/** One order: a table row with its staff choices, and its details row once opened. */
export function FulfilmentRow({ order, choices }: { order: AdminOrder; choices: readonly VendorChoice[] }) {
  const editors = useOrderEditors(order, choices, true);
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const recorded = [order.dateOrdered, order.supplierOrdered, order.packageDescription, order.notes].filter(
    Boolean,
  ).length;
  return (
    <>
      <tr className={cn("border-b border-line", open && "border-b-0")}>
        <th scope="row" className={`${cell} text-left font-normal whitespace-nowrap`}>
          {/* Spaces between the stacked lines, so the row's name reads "#12 7 Dec 2026 Regular". */}
          <span className="block font-medium text-ink">#{order.id}</span>{" "}
          <span className="block text-ink">{orderDateText(order.deliveryDate)}</span>{" "}
          <span className="block text-xs text-muted">{occasionText(order.specialDateType)}</span>
          {order.urgent && <UrgentBadge className="mt-1" />}
        </th>
        <td className={`${cell} min-w-36`}>
          <span className="block font-medium text-ink">{order.recipientName}</span>{" "}
          <span className="block text-muted">{placeText(order)}</span>{" "}
          <span className="block text-xs text-muted">
            <span className="sr-only">Customer: </span>from {order.customerName}
          </span>
        </td>
        <td className={`${cell} min-w-36`}>{giftText(order)}</td>
        <td className={`${cell} w-56`}>
          <div className="flex flex-col gap-2">
            {editors.Vendor}
            {editors.Status}
          </div>
        </td>
        <td className={`${cell} w-36`}>
          <div className="flex flex-col gap-2">
            {editors.Delivery}
            {editors.Cost}
          </div>
        </td>
        <td className={`${cell} min-w-36`}>
          <DispatchInfo order={order} />
        </td>
        <td className={`${cell} text-right`}>
          <button
            type="button"
            aria-expanded={open}
            aria-controls={open ? detailsId : undefined}
            onClick={() => setOpen((value) => !value)}
            className="inline-flex h-9 items-center gap-1 rounded-full border border-line bg-white px-3 text-sm font-medium whitespace-nowrap text-plum hover:bg-blush focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-forget"
          >
            Details
            {recorded > 0 && (
              <span className="rounded-full bg-blush px-1.5 text-xs text-plum">
                {recorded}
                <span className="sr-only"> recorded</span>
              </span>
            )}
            <span className="sr-only"> of order {order.id}</span>
            <ChevronDown aria-hidden="true" className={cn("h-4 w-4 transition-transform", open && "rotate-180")} />
          </button>
        </td>
      </tr>
      {open && (
        <tr id={detailsId} className="border-b border-line bg-paper/60">
          <td colSpan={FULFILMENT_COLUMNS.length} className="px-3 pt-1 pb-4">
            <div className="grid grid-cols-[10rem_minmax(0,1fr)_minmax(0,1.5fr)_minmax(0,1.5fr)] gap-3">
              {DETAIL_FIELDS.map((name) => (
                <div key={name} className="flex min-w-0 flex-col gap-1">
                  {/* The field's own accessible name says which order; this is the visible caption. */}
                  <span aria-hidden="true" className="text-xs font-medium text-muted">
                    {name}
                  </span>
                  {editors[name]}
                </div>
              ))}
            </div>
            <div className="mt-3 flex flex-wrap items-start justify-between gap-3 border-t border-line pt-3">
              <div className="min-w-0">
                <span className="text-xs font-medium text-muted">Cost history</span>
                <CostHistory orderId={order.id} />
              </div>
              <StaffPackingSlipLink orderId={order.id} />
            </div>
          </td>
        </tr>
      )}
    </>
  );
}

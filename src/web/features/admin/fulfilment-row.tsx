import type { AdminOrder } from "@shared/schemas/fulfilment";
import type { VendorChoice } from "./api/get-vendor-choices";
import { DispatchInfo } from "./fulfilment-dispatch";
import { EDITOR_NAMES, useOrderEditors } from "./fulfilment-editors";
import { giftText, occasionText, orderDateText, placeText } from "./fulfilment-rules";
import { UrgentBadge } from "./fulfilment-urgent";

/** The table's columns, in order: what each order says, then what staff edit, then the vendor's dispatch. */
export const FULFILMENT_COLUMNS = [
  "Order",
  "Delivery date",
  "Occasion",
  "Customer",
  "Recipient",
  "Gift box / plan",
  "Place",
  ...EDITOR_NAMES,
  "Dispatch",
] as const;

/** The first column stays in view while the table scrolls sideways. */
export const stickyCell = "sticky left-0 z-10 bg-white shadow-[1px_0_0_var(--color-line)]";

const cell = "px-3 py-2 align-top";

/** One order as a table row, every staff field editable where it stands. */
export function FulfilmentRow({ order, choices }: { order: AdminOrder; choices: readonly VendorChoice[] }) {
  const editors = useOrderEditors(order, choices);
  return (
    <tr className="border-b border-line last:border-b-0">
      <th scope="row" className={`${cell} ${stickyCell} text-left font-medium whitespace-nowrap`}>
        <span className="block text-ink">#{order.id}</span>
        {order.urgent && <UrgentBadge className="mt-1" />}
      </th>
      <td className={`${cell} whitespace-nowrap`}>{orderDateText(order.deliveryDate)}</td>
      <td className={`${cell} whitespace-nowrap`}>{occasionText(order.specialDateType)}</td>
      <td className={`${cell} min-w-28 max-w-40`}>{order.customerName}</td>
      <td className={`${cell} min-w-28 max-w-40`}>{order.recipientName}</td>
      <td className={`${cell} min-w-36 max-w-48`}>{giftText(order)}</td>
      <td className={`${cell} min-w-28 max-w-36`}>{placeText(order)}</td>
      {EDITOR_NAMES.map((name) => (
        <td key={name} className={cell}>
          {editors[name]}
        </td>
      ))}
      <td className={`${cell} min-w-44`}>
        <DispatchInfo order={order} />
      </td>
    </tr>
  );
}

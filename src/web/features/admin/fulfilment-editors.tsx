import { costSourceLabel } from "@shared/domain/order-cost";
import type { AdminOrder } from "@shared/schemas/fulfilment";
import type { ReactNode } from "react";
import type { VendorChoice } from "./api/get-vendor-choices";
import { DeliveredToggle, StatusCell, VendorCell } from "./fulfilment-choice-cells";
import { CostCell } from "./fulfilment-cost-cell";
import { OrderHistoryButton } from "./fulfilment-history";
import { canRouteAgain, RouteAgainButton } from "./fulfilment-route-again";
import { offerNote } from "./fulfilment-rules";
import { useSaveOrderField } from "./fulfilment-save";
import { DateCell, TextCell } from "./fulfilment-text-cells";

/** The staff fields of an order, in the order the table and the cards show them. */
export const EDITOR_NAMES = [
  "Vendor",
  "Status",
  "Delivery",
  "Cost",
  "Date ordered",
  "Supplier ordered",
  "Package",
  "Notes",
] as const;
export type EditorName = (typeof EDITOR_NAMES)[number];

/**
 * Every editable field of one order, each saving itself through one PATCH of its own field. `fill`
 * stretches them to their container (the phone's cards) instead of the table's fixed column widths.
 */
export function useOrderEditors(
  order: AdminOrder,
  choices: readonly VendorChoice[],
  fill = false,
): Record<EditorName, ReactNode> {
  const save = useSaveOrderField(order.id);
  const id = order.id;
  const width = fill ? "w-full" : undefined;
  return {
    Vendor: (
      <div>
        <VendorCell order={order} choices={choices} save={save} className={width} />
        <div className="mt-1 flex flex-wrap items-center gap-x-2">
          {order.offerState !== "unassigned" && (
            <span className={order.offerState === "offered" ? "text-xs font-medium text-plum" : "text-xs text-muted"}>
              {offerNote(order)}
            </span>
          )}
          <OrderHistoryButton orderId={id} />
        </div>
        {canRouteAgain(order) && <RouteAgainButton order={order} />}
      </div>
    ),
    Status: <StatusCell order={order} save={save} className={width} />,
    Delivery: <DeliveredToggle order={order} save={save} className={width} />,
    Cost: (
      <CostCell
        orderId={id}
        value={order.cost}
        onSave={(cost, costReason) => save({ cost, costReason })}
        note={costSourceLabel(order.costSource, order.costBoxName) || undefined}
        className={width}
      />
    ),
    "Supplier ordered": (
      <TextCell
        label={`Supplier ordered for order ${id}`}
        value={order.supplierOrdered}
        maxLength={200}
        className={width ?? "w-44"}
        onSave={(supplierOrdered) => save({ supplierOrdered })}
      />
    ),
    "Date ordered": (
      <DateCell
        label={`Date ordered for order ${id}`}
        value={order.dateOrdered}
        onSave={(dateOrdered) => save({ dateOrdered })}
        className={width}
      />
    ),
    Package: (
      <TextCell
        label={`Package description for order ${id}`}
        value={order.packageDescription}
        maxLength={500}
        multiline
        className={width ?? "w-56"}
        onSave={(packageDescription) => save({ packageDescription })}
      />
    ),
    Notes: (
      <TextCell
        label={`Notes for order ${id}`}
        value={order.notes}
        maxLength={2000}
        multiline
        className={width ?? "w-64"}
        onSave={(notes) => save({ notes })}
      />
    ),
  };
}

import type { OrderStatus } from "@shared/domain/fulfilment-status";
import type { AdminOrder } from "@shared/schemas/fulfilment";
import { Check, Clock } from "lucide-react";
import { useState } from "react";
import { Select } from "../../components/ui/input";
import { cn } from "../../lib/cn";
import type { VendorChoice } from "./api/get-vendor-choices";
import { statusOptions } from "./fulfilment-rules";
import type { SaveOrderField } from "./fulfilment-save";

const cellSelect = "h-9 px-2 py-1 text-sm";

/**
 * A value shown at once when staff choose it, while the save runs; the saved value again once it
 * settles (the new one on success, since the row was replaced; the old one after a refusal).
 */
function useChosen<T>() {
  const [chosen, setChosen] = useState<{ value: T } | null>(null);
  async function choose(value: T, save: () => Promise<boolean>) {
    setChosen({ value });
    await save();
    setChosen(null);
  }
  return { chosen, choose };
}

interface CellProps {
  order: AdminOrder;
  save: SaveOrderField;
  className?: string;
}

/**
 * The order's status, with only the moves the transition table allows: Delivered comes and goes with
 * the Delivered button, so a delivered order's menu has nothing else to offer.
 */
export function StatusCell({ order, save, className }: CellProps) {
  const { chosen, choose } = useChosen<OrderStatus>();
  const options = statusOptions(order.status);
  return (
    <Select
      aria-label={`Status for order ${order.id}`}
      aria-busy={chosen ? true : undefined}
      disabled={options.length < 2}
      className={cn(cellSelect, "w-32", className)}
      value={chosen?.value ?? order.status}
      onChange={(event) => {
        const status = event.target.value as OrderStatus;
        void choose(status, () => save({ status }));
      }}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </Select>
  );
}

interface VendorCellProps extends CellProps {
  choices: readonly VendorChoice[];
}

/** Reassign the order to an approved vendor, or to nobody ("Unassigned"). */
export function VendorCell({ order, choices, save, className }: VendorCellProps) {
  const { chosen, choose } = useChosen<number | null>();
  const current = chosen ? chosen.value : order.supplierId;
  // A vendor no longer approved still shows on the orders it holds.
  const holderListed = order.supplierId === null || choices.some((choice) => choice.id === order.supplierId);
  return (
    <Select
      aria-label={`Vendor for order ${order.id}`}
      aria-busy={chosen ? true : undefined}
      className={cn(cellSelect, "w-56", current === null && "border-plum/60 font-medium text-plum", className)}
      value={current === null ? "" : String(current)}
      onChange={(event) => {
        const supplierId = event.target.value === "" ? null : Number(event.target.value);
        void choose(supplierId, () => save({ supplierId }));
      }}
    >
      <option value="">Unassigned</option>
      {!holderListed && order.supplierId !== null && (
        <option value={String(order.supplierId)}>{order.vendorName ?? `Vendor ${order.supplierId}`}</option>
      )}
      {choices.map((choice) => (
        <option key={choice.id} value={String(choice.id)}>
          {choice.postcode ? `${choice.name} (${choice.postcode})` : choice.name}
        </option>
      ))}
    </Select>
  );
}

/** Spec §4: delivery confirmation toggles between Delivered and Pending. */
export function DeliveredToggle({ order, save, className }: CellProps) {
  const { chosen, choose } = useChosen<boolean>();
  const confirmed = chosen ? chosen.value : order.deliveryConfirmed;
  const Icon = confirmed ? Check : Clock;
  return (
    <button
      type="button"
      aria-pressed={confirmed}
      aria-busy={chosen ? true : undefined}
      onClick={() => {
        if (chosen) return;
        const deliveryConfirmed = !order.deliveryConfirmed;
        void choose(deliveryConfirmed, () => save({ deliveryConfirmed }));
      }}
      className={cn(
        "inline-flex h-9 w-32 items-center justify-center gap-1.5 rounded-full border text-sm font-medium transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-forget",
        confirmed ? "border-leaf bg-leaf text-white hover:opacity-90" : "border-line bg-white text-ink hover:bg-blush",
        className,
      )}
    >
      <Icon aria-hidden="true" className="h-4 w-4" />
      {confirmed ? "Delivered" : "Pending"}
      <span className="sr-only"> (order {order.id})</span>
    </button>
  );
}

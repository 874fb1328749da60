import { Printer } from "lucide-react";
import { buttonVariants } from "../../components/ui/button";
import { FULFILMENT_ORDERS_ROOT } from "./api/get-fulfilment-orders";

/** The order's packing slip (PDF) as its vendor prints it, opened in a new tab. */
export function StaffPackingSlipLink({ orderId }: { orderId: number }) {
  return (
    <a
      href={`${FULFILMENT_ORDERS_ROOT}/${orderId}/packing-slip.pdf`}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonVariants({ variant: "outline", size: "sm" })}
    >
      <Printer aria-hidden="true" className="h-4 w-4" />
      Packing slip
      <span className="sr-only"> for order {orderId} (PDF, opens in a new tab)</span>
    </a>
  );
}

import type { VendorOrder } from "@shared/schemas/fulfilment";
import { PackageCheck, PencilLine } from "lucide-react";
import { useCallback, useState } from "react";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "../../components/ui/dialog";
import { FulfilmentForm } from "./fulfilment-form";
import { deliveryDateText, FULFILMENT_ACTION_LABELS, fulfilmentAction } from "./order-rules";

/** "Fulfil order" (or "Update fulfilment" once shipped) and the dialog it opens; nothing for a delivered order. */
export function FulfilmentDialog({ order }: { order: VendorOrder }) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const action = fulfilmentAction(order);
  const close = useCallback(() => setOpen(false), []);
  if (action === "none") return null;
  const label = FULFILMENT_ACTION_LABELS[action];
  const Icon = action === "update" ? PencilLine : PackageCheck;

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button variant={action === "update" ? "outline" : "primary"} size="sm" className="w-full sm:w-auto">
          <Icon aria-hidden="true" className="h-4 w-4" />
          {label}
          <span className="sr-only"> for {order.recipientName}</span>
        </Button>
      </DialogTrigger>
      {open && (
        <DialogContent
          title={label}
          description={`${order.recipientName} · deliver by ${deliveryDateText(order.deliveryDate)}. ${
            action === "fulfil"
              ? "Saving marks the order shipped and e-mails the buyer the courier and tracking."
              : "Saving updates what you sent; the buyer isn't e-mailed again."
          }`}
          className="max-h-[calc(100dvh-1rem)] w-[min(100vw-1rem,36rem)] overflow-y-auto p-5 sm:p-6"
          onInteractOutside={(event) => pending && event.preventDefault()}
        >
          <FulfilmentForm order={order} onDone={close} onPendingChange={setPending} />
        </DialogContent>
      )}
    </Dialog>
  );
}

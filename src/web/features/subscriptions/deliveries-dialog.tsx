import { Package } from "lucide-react";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "../../components/ui/dialog";
import { DeliveriesList } from "./deliveries-list";

/** "Deliveries" beside a subscription in the list: its dispatched boxes in a dialog, read when opened. */
export function DeliveriesDialog({ subscriptionId, recipientName }: { subscriptionId: number; recipientName: string }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button
          variant="link"
          size="sm"
          className="h-auto gap-1 px-0 py-1 text-sm"
          aria-label={`Deliveries for ${recipientName}`}
        >
          <Package aria-hidden="true" className="h-4 w-4" />
          Deliveries
        </Button>
      </DialogTrigger>
      <DialogContent
        title={`Deliveries for ${recipientName}`}
        description="Boxes that are on their way or delivered, with tracking and a photo of each packed box."
        className="max-h-[85vh] w-[min(100vw-2rem,34rem)] overflow-y-auto p-5 sm:p-6"
      >
        <DeliveriesList subscriptionId={subscriptionId} recipientName={recipientName} />
      </DialogContent>
    </Dialog>
  );
}

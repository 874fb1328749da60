import type { OrderEvent } from "@shared/schemas/order-offers";
import { History } from "lucide-react";
import { useState } from "react";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "../../components/ui/dialog";
import { useOrderEvents } from "./api/get-order-events";

const when = new Intl.DateTimeFormat("en-AU", {
  timeZone: "Australia/Sydney",
  day: "numeric",
  month: "short",
  hour: "numeric",
  minute: "2-digit",
});

/** One step in words: what, with whom, by whom, why. */
export function eventText(event: OrderEvent): string {
  const parts = [event.label];
  if (event.kind === "passed_on") {
    parts.push(`from ${event.vendorName ?? "a vendor"} to ${event.toVendorName ?? "nobody"}`);
  } else if (event.vendorName) {
    parts.push(event.kind === "offered" ? `to ${event.vendorName}` : `by ${event.vendorName}`);
  }
  if (event.reason) parts.push(`(${event.reason})`);
  return parts.join(" ");
}

/** The order's offer history (offered, accepted, declined, missed, passed on, unassigned), for staff. */
export function OrderHistoryButton({ orderId }: { orderId: number }) {
  const [open, setOpen] = useState(false);
  const events = useOrderEvents(orderId, open);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="link" size="sm" className="h-auto px-0 text-xs">
          <History aria-hidden="true" className="h-3.5 w-3.5" />
          History<span className="sr-only"> of order {orderId}</span>
        </Button>
      </DialogTrigger>
      {open && (
        <DialogContent
          title={`Order ${orderId}: offers`}
          description="Who was offered the order, and who accepted, declined or let it pass (Sydney time)."
          className="w-[min(100vw-1rem,32rem)] p-5 sm:p-6"
        >
          {events.isPending ? (
            <p role="status" className="text-sm text-muted">
              Loading…
            </p>
          ) : events.isError ? (
            <p role="alert" className="text-sm text-danger">
              The history could not be loaded. Please try again.
            </p>
          ) : events.data.length === 0 ? (
            <p className="text-sm text-muted">No offers recorded for this order.</p>
          ) : (
            <ol className="space-y-2 text-sm">
              {events.data.map((event) => (
                <li key={event.id} className="border-b border-line pb-2 last:border-b-0">
                  <p className="text-ink">{eventText(event)}</p>
                  <p className="text-xs text-muted">
                    {when.format(new Date(event.at))}
                    {event.actorName ? ` · ${event.actorName}` : " · the shop"}
                    {event.note ? ` · “${event.note}”` : ""}
                  </p>
                </li>
              ))}
            </ol>
          )}
        </DialogContent>
      )}
    </Dialog>
  );
}

import { zodResolver } from "@hookform/resolvers/zod";
import { DECLINE_REASON_LABELS, DECLINE_REASONS, formatAcceptBy } from "@shared/domain/order-offers";
import type { VendorOrder } from "@shared/schemas/fulfilment";
import { type DeclineInput, declineInputSchema } from "@shared/schemas/order-offers";
import { Check, Clock, X } from "lucide-react";
import { useState } from "react";
import { type Resolver, useForm } from "react-hook-form";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "../../components/ui/dialog";
import { Field } from "../../components/ui/field";
import { Select, Textarea } from "../../components/ui/input";
import { useToast } from "../../components/ui/toast";
import { errorText } from "../../lib/api";
import { useAcceptOrder } from "./api/accept-order";
import { useDeclineOrder } from "./api/decline-order";
import { deliveryDateText } from "./order-rules";

const ACCEPT_FAILED = "The order could not be accepted. Please try again.";
const DECLINE_FAILED = "The order could not be declined. Please try again.";
const OFFLINE = "We couldn't reach the shop: check your connection and try again.";

/** An order waiting for the vendor's answer: its deadline, Accept, and Decline with a reason. */
export function OfferActions({ order }: { order: VendorOrder }) {
  const toast = useToast();
  const accept = useAcceptOrder();
  if (order.offerState !== "offered") return null;
  const deadline = order.acceptBy ? formatAcceptBy(order.acceptBy) : null;

  const onAccept = async () => {
    try {
      await accept.mutateAsync(order.id);
      toast({
        title: "Order accepted",
        description: `The delivery on ${deliveryDateText(order.deliveryDate)} is yours.`,
      });
    } catch (error) {
      toast({ title: "Not accepted", description: errorText(error, ACCEPT_FAILED, OFFLINE), variant: "destructive" });
    }
  };

  return (
    <div className="flex flex-col gap-3 rounded-xl bg-blush/60 p-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="flex items-start gap-2 text-sm text-ink">
        <Clock aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
        <span>
          <strong className="font-semibold">{deadline ? `Accept by ${deadline}` : "Waiting for your answer"}</strong>
          <span className="block text-muted">If we don't hear from you by then, it goes to another vendor.</span>
        </span>
      </p>
      <div className="flex gap-2">
        <DeclineDialog order={order} />
        <Button size="sm" onClick={onAccept} disabled={accept.isPending}>
          <Check aria-hidden="true" className="h-4 w-4" />
          Accept
          <span className="sr-only"> the order for {order.recipientName}</span>
        </Button>
      </div>
    </div>
  );
}

interface DeclineFormValues {
  reason: string;
  note: string;
}

function DeclineDialog({ order }: { order: VendorOrder }) {
  const [open, setOpen] = useState(false);
  const toast = useToast();
  const decline = useDeclineOrder();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<DeclineFormValues, unknown, DeclineInput>({
    resolver: zodResolver(declineInputSchema) as unknown as Resolver<DeclineFormValues, unknown, DeclineInput>,
    defaultValues: { reason: "", note: "" },
  });

  const onSubmit = handleSubmit(async (input) => {
    try {
      const done = await decline.mutateAsync({ orderId: order.id, input });
      toast({ title: "Order declined", description: done.message });
      setOpen(false);
      document.getElementById("my-orders-heading")?.focus();
    } catch (error) {
      toast({ title: "Not declined", description: errorText(error, DECLINE_FAILED, OFFLINE), variant: "destructive" });
    }
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !decline.isPending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline">
          <X aria-hidden="true" className="h-4 w-4" />
          Decline
          <span className="sr-only"> the order for {order.recipientName}</span>
        </Button>
      </DialogTrigger>
      {open && (
        <DialogContent
          title="Decline this order"
          description={`The delivery on ${deliveryDateText(order.deliveryDate)} goes to another vendor. Tell us why, so we route better next time.`}
          className="w-[min(100vw-1rem,30rem)] p-5 sm:p-6"
        >
          <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
            <Field label="Reason" error={errors.reason?.message}>
              <Select {...register("reason")}>
                <option value="">Choose a reason</option>
                {DECLINE_REASONS.map((reason) => (
                  <option key={reason} value={reason}>
                    {DECLINE_REASON_LABELS[reason]}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label="Note (optional)" error={errors.note?.message} hint="Up to 500 characters.">
              <Textarea rows={3} {...register("note")} />
            </Field>
            <div className="flex justify-end gap-2">
              <Button type="button" variant="ghost" size="sm" onClick={() => setOpen(false)}>
                Keep it
              </Button>
              <Button type="submit" variant="danger" size="sm" disabled={decline.isPending}>
                Decline order
              </Button>
            </div>
          </form>
        </DialogContent>
      )}
    </Dialog>
  );
}

import { zodResolver } from "@hookform/resolvers/zod";
import { formatIsoDate } from "@shared/domain/dates";
import { formatCents } from "@shared/domain/money";
import { type StaffDelivery, type StaffRefundResult, staffRefundSchema } from "@shared/schemas/customers";
import { Undo2 } from "lucide-react";
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "../../components/ui/dialog";
import { Field } from "../../components/ui/field";
import { Textarea } from "../../components/ui/input";
import { errorText, fieldErrorsOf } from "../../lib/api";
import { useRefundDelivery } from "./api/refund-delivery";

type FormInput = z.input<typeof staffRefundSchema>;
type FormOutput = z.output<typeof staffRefundSchema>;

interface RefundDialogProps {
  customerId: number;
  customerName: string;
  delivery: StaffDelivery;
  /** Called with the refund once made: the page says so and takes focus (this button is gone then). */
  onRefunded: (refund: StaffRefundResult) => void;
}

/** Refund one paid delivery: the amount shown before confirming, a reason required (it is e-mailed). */
export function CustomerRefundDialog({ customerId, customerName, delivery, onRefunded }: RefundDialogProps) {
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const refund = useRefundDelivery();
  const refunded = useRef(false);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(staffRefundSchema),
    defaultValues: { reason: "" },
  });
  const date = formatIsoDate(delivery.deliveryDate);
  const amount = formatCents(delivery.allocatedCents);

  function changeOpen(next: boolean) {
    if (refund.isPending) return;
    setOpen(next);
    setFailure(null);
    if (!next) form.reset();
  }

  const onSubmit = form.handleSubmit(async ({ reason }) => {
    setFailure(null);
    try {
      const result = await refund.mutateAsync({ customerId, deliveryId: delivery.id, reason });
      refunded.current = true;
      setOpen(false);
      form.reset();
      onRefunded(result);
    } catch (error) {
      const reasonError = fieldErrorsOf(error).reason;
      if (reasonError) form.setError("reason", { type: "server", message: reasonError }, { shouldFocus: true });
      else setFailure(errorText(error, "The refund could not be made. Please try again."));
    }
  });

  const pending = refund.isPending || form.formState.isSubmitting;
  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" className="border-danger text-danger hover:bg-danger/10">
          <Undo2 aria-hidden="true" className="h-4 w-4" />
          Refund
          <span className="sr-only"> the delivery on {date}</span>
        </Button>
      </DialogTrigger>
      <DialogContent
        title={`Refund the delivery on ${date}?`}
        description={`${amount} (including ${formatCents(delivery.allocatedGstCents)} GST) goes back to ${customerName}'s card. The delivery won't be sent, and ${customerName} is e-mailed the amount and your reason.`}
        onCloseAutoFocus={(event) => {
          // After a refund this button is gone: the page moves focus to its message instead.
          if (refunded.current) event.preventDefault();
          refunded.current = false;
        }}
      >
        <form
          onSubmit={onSubmit}
          noValidate
          aria-label={`Refund the delivery on ${date}`}
          className="flex flex-col gap-4"
        >
          <Field
            label="Reason (sent to the customer)"
            hint="At least 5 characters."
            error={form.formState.errors.reason?.message}
          >
            <Textarea maxLength={500} rows={3} {...form.register("reason")} />
          </Field>
          {failure && (
            <p role="alert" className="rounded-lg bg-danger/10 p-3 text-sm text-danger">
              {failure}
            </p>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" disabled={pending} onClick={() => changeOpen(false)}>
              Keep the delivery
            </Button>
            <Button type="submit" variant="danger" disabled={pending} aria-busy={pending}>
              {pending ? "Refunding…" : `Refund ${amount}`}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

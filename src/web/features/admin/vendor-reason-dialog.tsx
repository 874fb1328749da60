import { zodResolver } from "@hookform/resolvers/zod";
import type { AdminVendor } from "@shared/schemas/admin-vendors";
import { vendorDecisionReasonSchema } from "@shared/schemas/admin-vendors";
import { Ban, X } from "lucide-react";
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "../../components/ui/dialog";
import { Field } from "../../components/ui/field";
import { Textarea } from "../../components/ui/input";
import { useToast } from "../../components/ui/toast";
import { errorText, fieldErrorsOf } from "../../lib/api";
import { useRejectVendor } from "./api/reject-vendor";
import { useSuspendVendor } from "./api/suspend-vendor";
import { DECISION_COPY, openOrdersNotice, passedOnText, refocusIfLost } from "./vendor-rules";

type FormInput = z.input<typeof vendorDecisionReasonSchema>;
type FormOutput = z.output<typeof vendorDecisionReasonSchema>;

interface VendorReasonDialogProps {
  vendor: AdminVendor;
  decision: "reject" | "suspend";
  /** Called once the lists show the new status, to move focus somewhere that still exists. */
  onChanged: (vendorId: number) => void;
}

/** Reject or suspend: both tell the vendor why, so both ask for a reason first. */
export function VendorReasonDialog({ vendor, decision, onChanged }: VendorReasonDialogProps) {
  const toast = useToast();
  const copy = DECISION_COPY[decision];
  const [open, setOpen] = useState(false);
  const reject = useRejectVendor();
  const suspend = useSuspendVendor();
  const mutation = decision === "reject" ? reject : suspend;
  const decided = useRef(false);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(vendorDecisionReasonSchema),
    defaultValues: { reason: "" },
  });
  const error = form.formState.errors.reason?.message;

  function changeOpen(next: boolean) {
    if (mutation.isPending) return;
    setOpen(next);
    if (!next) form.reset();
  }

  const onSubmit = form.handleSubmit(async ({ reason }) => {
    try {
      const decidedVendor = await mutation.mutateAsync({ vendorId: vendor.id, reason });
      decided.current = true;
      setOpen(false);
      form.reset();
      toast({
        title: copy.successTitle,
        description: copy.successDescription(vendor.name) + passedOnText(decidedVendor?.ordersPassedOn),
      });
      onChanged(vendor.id);
    } catch (failure) {
      const reasonError = fieldErrorsOf(failure).reason;
      if (reasonError) form.setError("reason", { type: "server", message: reasonError }, { shouldFocus: true });
      else toast({ title: "Error", description: errorText(failure, copy.failure), variant: "destructive" });
      refocusIfLost(vendor.id, onChanged);
    }
  });

  const pending = mutation.isPending || form.formState.isSubmitting;
  const notice = openOrdersNotice(vendor.openOrders);
  const Icon = decision === "reject" ? X : Ban;
  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" className="border-danger text-danger hover:bg-danger/10">
          <Icon aria-hidden="true" className="h-4 w-4" />
          {copy.button}
          <span className="sr-only"> {vendor.name}</span>
        </Button>
      </DialogTrigger>
      <DialogContent
        title={copy.title(vendor.name)}
        description={copy.description(vendor.name, vendor.status)}
        onCloseAutoFocus={(event) => {
          if (decided.current) event.preventDefault();
          decided.current = false;
        }}
      >
        <form onSubmit={onSubmit} noValidate aria-label={copy.title(vendor.name)} className="flex flex-col gap-4">
          {notice && <p className="rounded-lg bg-paper p-3 text-sm text-ink">{notice}</p>}
          <Field label="Reason (sent to the vendor)" hint="At least 5 characters." error={error}>
            <Textarea maxLength={1000} rows={4} {...form.register("reason")} />
          </Field>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" disabled={pending} onClick={() => changeOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="danger" disabled={pending} aria-busy={pending}>
              {pending ? copy.pending : copy.confirm}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

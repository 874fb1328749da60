import { XCircle } from "lucide-react";
import { useState } from "react";
import { Button } from "../../components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogTrigger } from "../../components/ui/dialog";
import { useToast } from "../../components/ui/toast";
import { errorText } from "../../lib/api";
import { CANCELLED_TOAST, type PaidDeliveriesChoice, useCancelWithChoice } from "./api/cancellation";
import { usePauseSubscription } from "./api/pause-subscription";
import { CancellationOutcome } from "./cancellation/cancellation-outcome";
import { CancellationPreviewPanel } from "./cancellation/cancellation-preview-panel";

export const CANCEL_DIALOG_TITLE = "Cancel this subscription?";

interface CancelDialogProps {
  subscriptionId: number;
  recipientName: string;
  /** Offer "Pause instead" (an active subscription past its first delivery). */
  offerPause: boolean;
  /** The trigger's look: a quiet link-style button in the table, a full button elsewhere. */
  trigger?: "quiet" | "button";
  /** Called once the subscription is cancelled. */
  onCancelled?: () => void;
}

/**
 * Cancel, knowing what happens first: the dialog reads the cancellation preview (which paid
 * deliveries are still sent, which could be refunded and for how much), the buyer chooses send or
 * refund, confirms, and sees the outcome before closing.
 */
export function CancelDialog({
  subscriptionId,
  recipientName,
  offerPause,
  trigger = "quiet",
  onCancelled,
}: CancelDialogProps) {
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState<PaidDeliveriesChoice>("send");
  const cancel = useCancelWithChoice(subscriptionId);
  const pause = usePauseSubscription();
  const toast = useToast();
  const busy = cancel.isPending || pause.isPending;

  function openChange(next: boolean) {
    if (busy) return;
    // Closing after a cancellation: now the lists, billing and deliveries pages show it, and the toast
    // says so (not while the modal is open: it hides the rest of the page, toasts included, from screen readers).
    if (!next && cancel.isSuccess) {
      toast(CANCELLED_TOAST);
      void cancel.refresh();
    }
    setOpen(next);
    if (next) {
      // Each opening starts over: the default choice, no earlier outcome or refusal.
      setChoice("send");
      cancel.reset();
    }
  }

  function confirmCancel() {
    cancel.mutate(choice, { onSuccess: () => onCancelled?.() });
  }

  function pauseInstead() {
    pause.mutate(subscriptionId, { onSettled: () => setOpen(false) });
  }

  return (
    <Dialog open={open} onOpenChange={openChange}>
      <DialogTrigger asChild>
        {trigger === "button" ? (
          <Button variant="outline" className="border-danger text-danger hover:bg-danger/5">
            <XCircle aria-hidden="true" className="h-4 w-4" />
            Cancel subscription
          </Button>
        ) : (
          <Button
            variant="ghost"
            size="sm"
            className="px-3 text-danger hover:bg-danger/5"
            aria-label={`Cancel subscription for ${recipientName}`}
          >
            Cancel
          </Button>
        )}
      </DialogTrigger>
      <DialogContent
        title={cancel.isSuccess ? "Subscription cancelled" : CANCEL_DIALOG_TITLE}
        description={
          cancel.isSuccess
            ? `Deliveries to ${recipientName} have stopped and you won't be charged again.`
            : `Future payments stop at once. Here is what happens to the deliveries to ${recipientName} you have already paid for.`
        }
        className="max-h-[90vh] w-[min(100vw-2rem,32rem)] overflow-y-auto"
      >
        {cancel.isSuccess ? (
          <div className="space-y-4">
            <CancellationOutcome result={cancel.data} />
            <DialogClose asChild>
              <Button className="w-full">Done</Button>
            </DialogClose>
          </div>
        ) : (
          <>
            {open && (
              <CancellationPreviewPanel
                subscriptionId={subscriptionId}
                choice={choice}
                onChoose={setChoice}
                disabled={busy}
              />
            )}
            {offerPause && (
              <p className="mt-4 text-sm text-ink">
                Just need a break? Pausing skips the next delivery that hasn't locked, then carries on by itself.
              </p>
            )}
            {cancel.isError && (
              <p role="alert" className="mt-4 text-sm text-danger">
                {errorText(cancel.error, "Failed to cancel subscription. Please try again.")}
              </p>
            )}
            <div className="mt-6 flex flex-col gap-2">
              <Button variant="danger" onClick={confirmCancel} disabled={busy}>
                {cancel.isPending ? "Cancelling..." : "Cancel subscription"}
              </Button>
              {offerPause && (
                <Button variant="outline" onClick={pauseInstead} disabled={busy}>
                  {pause.isPending ? "Pausing..." : "Pause instead"}
                </Button>
              )}
              <DialogClose asChild>
                <Button variant="ghost" disabled={busy}>
                  Keep subscription
                </Button>
              </DialogClose>
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

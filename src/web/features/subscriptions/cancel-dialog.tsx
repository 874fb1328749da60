import { XCircle } from "lucide-react";
import { useState } from "react";
import { Button } from "../../components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogTrigger } from "../../components/ui/dialog";
import { useCancelSubscription } from "./api/cancel-subscription";
import { usePauseSubscription } from "./api/pause-subscription";

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
 * Cancel in two clicks at most: the Cancel control, then "Cancel subscription" (or "Pause
 * instead", which pauses straight away). The dialog closes when the request settles.
 */
export function CancelDialog({
  subscriptionId,
  recipientName,
  offerPause,
  trigger = "quiet",
  onCancelled,
}: CancelDialogProps) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelSubscription();
  const pause = usePauseSubscription();
  const busy = cancel.isPending || pause.isPending;

  function confirmCancel() {
    cancel.mutate(subscriptionId, {
      onSuccess: () => onCancelled?.(),
      onSettled: () => setOpen(false),
    });
  }

  function pauseInstead() {
    pause.mutate(subscriptionId, { onSettled: () => setOpen(false) });
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && setOpen(next)}>
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
        title={CANCEL_DIALOG_TITLE}
        description={`Deliveries to ${recipientName} stop and you won't be charged again. You can start a new subscription at any time.`}
      >
        {offerPause && (
          <p className="text-sm text-ink">
            Just need a break? Pausing skips the next delivery and its payment, then resumes automatically.
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
      </DialogContent>
    </Dialog>
  );
}

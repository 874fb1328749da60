import { PauseCircle } from "lucide-react";
import { useState } from "react";
import { Button } from "../../components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogTrigger } from "../../components/ui/dialog";
import { usePauseSubscription } from "./api/pause-subscription";

export const PAUSE_DIALOG_TITLE = "Need a little breather? Off on holidays?";

/** The Pause button and its confirmation (spec §2): the dialog closes when the pause succeeds or fails. */
export function PauseDialog({ subscriptionId, recipientName }: { subscriptionId: number; recipientName: string }) {
  const [open, setOpen] = useState(false);
  const pause = usePauseSubscription();

  function confirm() {
    pause.mutate(subscriptionId, { onSettled: () => setOpen(false) });
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !pause.isPending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" className="px-3" aria-label={`Pause subscription for ${recipientName}`}>
          <PauseCircle aria-hidden="true" className="h-4 w-4" />
          Pause
        </Button>
      </DialogTrigger>
      <DialogContent
        title={PAUSE_DIALOG_TITLE}
        description="Take a break for one delivery — we'll pick up right where you left off."
      >
        <ul className="list-disc space-y-2 pl-5 text-sm text-ink">
          <li>Pausing skips your next delivery for {recipientName}.</li>
          <li>Your subscription resumes automatically once that delivery's date has passed.</li>
          <li>You won't be charged for the skipped delivery.</li>
          <li>Only one delivery can be paused at a time.</li>
          <li>Once it has resumed, you can pause again whenever you need to.</li>
        </ul>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline" disabled={pause.isPending}>
              Continue
            </Button>
          </DialogClose>
          <Button onClick={confirm} disabled={pause.isPending} aria-busy={pause.isPending || undefined}>
            {pause.isPending ? "Pausing..." : "Pause"}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

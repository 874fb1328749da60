import { Trash2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "../../components/ui/dialog";
import { useToast } from "../../components/ui/toast";
import { errorText } from "../../lib/api";
import { RECIPIENT_DELETE_ERROR } from "./account-rules";
import { useDeleteRecipient } from "./api/delete-recipient";

type Step = "closed" | "blocked" | "thinking" | "final";

interface RecipientDeleteDialogProps {
  userId: number;
  recipientId: number;
  name: string;
  /**
   * An active or paused subscription: the server refuses the deletion, so the dialog says so first.
   * Null while the subscriptions load: Delete waits for them rather than guess.
   */
  hasLiveSubscription: boolean | null;
  /** Called once the profile is gone (the card unmounts, so focus moves elsewhere). */
  onDeleted: () => void;
}

const ACTIONS = "flex flex-col-reverse gap-2 sm:flex-row sm:justify-end";

/**
 * Two-step deletion (spec §4): "Thinking of Deleting…" then "Final Confirmation Required". A recipient
 * with a live subscription can't be deleted: the dialog says why (and where the subscription is) instead
 * of asking twice and then refusing.
 */
export function RecipientDeleteDialog({
  userId,
  recipientId,
  name,
  hasLiveSubscription,
  onDeleted,
}: RecipientDeleteDialogProps) {
  const toast = useToast();
  const [step, setStep] = useState<Step>("closed");
  const remove = useDeleteRecipient(userId, recipientId);
  const keepRef = useRef<HTMLButtonElement>(null);
  const toSubscriptions = useRef(false);

  // The second step swaps the content in place: move focus to its safe choice.
  useEffect(() => {
    if (step === "final") keepRef.current?.focus();
  }, [step]);

  // mutateAsync: the card unmounts when the profile leaves the list, and the toast must still show.
  async function deletePermanently() {
    try {
      await remove.mutateAsync();
      setStep("closed");
      toast({ title: "Recipient deleted", description: `${name}'s profile has been removed.` });
      onDeleted();
    } catch (error) {
      setStep("closed");
      toast({ title: "Error", description: errorText(error, RECIPIENT_DELETE_ERROR), variant: "destructive" });
    }
  }

  const close = () => setStep("closed");
  const content = {
    blocked: {
      title: "Cancel the Subscription First",
      description: `${name} has an active subscription, so their profile can't be deleted yet. Cancel the subscription first; you can delete the profile once it has ended.`,
      actions: (
        <div className={ACTIONS}>
          <Button variant="outline" onClick={close}>
            Keep Profile
          </Button>
          <Button
            onClick={() => {
              toSubscriptions.current = true;
              close();
            }}
          >
            Go to Your Subscriptions
          </Button>
        </div>
      ),
    },
    thinking: {
      title: "Thinking of Deleting This Recipient?",
      description: `You're about to remove ${name}'s profile. Would you like to continue?`,
      actions: (
        <div className={ACTIONS}>
          <Button variant="outline" onClick={close}>
            Cancel
          </Button>
          <Button variant="danger" onClick={() => setStep("final")}>
            Continue
          </Button>
        </div>
      ),
    },
    final: {
      title: "Final Confirmation Required",
      description: `Deleting ${name}'s profile is permanent. Their preferences, special dates and messages cannot be recovered.`,
      actions: (
        <div className={ACTIONS}>
          <Button ref={keepRef} variant="outline" disabled={remove.isPending} onClick={close}>
            Keep Profile
          </Button>
          <Button variant="danger" disabled={remove.isPending} onClick={deletePermanently}>
            {remove.isPending ? "Deleting..." : "Delete Permanently"}
          </Button>
        </div>
      ),
    },
  }[step === "closed" ? "thinking" : step];

  return (
    <Dialog
      open={step !== "closed"}
      onOpenChange={(open) => {
        if (remove.isPending) return;
        setStep(open ? (hasLiveSubscription ? "blocked" : "thinking") : "closed");
      }}
    >
      <DialogTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          className="text-danger hover:bg-danger/10"
          disabled={hasLiveSubscription === null}
        >
          <Trash2 aria-hidden="true" className="h-4 w-4" />
          Delete<span className="sr-only"> {name}</span>
        </Button>
      </DialogTrigger>
      <DialogContent
        title={content.title}
        description={content.description}
        onCloseAutoFocus={(event) => {
          if (!toSubscriptions.current) return;
          // Focus goes to the subscription list instead of back to Delete.
          toSubscriptions.current = false;
          event.preventDefault();
          focusSubscriptions();
        }}
      >
        {content.actions}
      </DialogContent>
    </Dialog>
  );
}

/** The account page's "Your Subscriptions" panel (id "subscriptions"), scrolled to and focused. */
function focusSubscriptions() {
  const panel = document.getElementById("subscriptions");
  if (!panel) return;
  panel.setAttribute("tabindex", "-1");
  panel.focus({ preventScroll: true });
  panel.scrollIntoView({ block: "start" });
}

import { Trash2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "../../components/ui/dialog";
import { useToast } from "../../components/ui/toast";
import { errorText } from "../../lib/api";
import { RECIPIENT_DELETE_ERROR } from "./account-rules";
import { useDeleteRecipient } from "./api/delete-recipient";

type Step = "closed" | "thinking" | "final";

interface RecipientDeleteDialogProps {
  userId: number;
  recipientId: number;
  name: string;
  /** Called once the profile is gone (the card unmounts, so focus moves elsewhere). */
  onDeleted: () => void;
}

/** Two-step deletion (spec §4): "Thinking of Deleting…" then "Final Confirmation Required". */
export function RecipientDeleteDialog({ userId, recipientId, name, onDeleted }: RecipientDeleteDialogProps) {
  const toast = useToast();
  const [step, setStep] = useState<Step>("closed");
  const remove = useDeleteRecipient(userId, recipientId);
  const keepRef = useRef<HTMLButtonElement>(null);

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

  const final = step === "final";
  return (
    <Dialog
      open={step !== "closed"}
      onOpenChange={(open) => !remove.isPending && setStep(open ? "thinking" : "closed")}
    >
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" className="text-danger hover:bg-danger/10">
          <Trash2 aria-hidden="true" className="h-4 w-4" />
          Delete<span className="sr-only"> {name}</span>
        </Button>
      </DialogTrigger>
      <DialogContent
        title={final ? "Final Confirmation Required" : "Thinking of Deleting This Recipient?"}
        description={
          final
            ? `Deleting ${name}'s profile is permanent. Their preferences, special dates and messages cannot be recovered.`
            : `You're about to remove ${name}'s profile. Would you like to continue?`
        }
      >
        {final ? (
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button ref={keepRef} variant="outline" disabled={remove.isPending} onClick={() => setStep("closed")}>
              Keep Profile
            </Button>
            <Button variant="danger" disabled={remove.isPending} onClick={deletePermanently}>
              {remove.isPending ? "Deleting..." : "Delete Permanently"}
            </Button>
          </div>
        ) : (
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => setStep("closed")}>
              Cancel
            </Button>
            <Button variant="danger" onClick={() => setStep("final")}>
              Continue
            </Button>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

import { useState } from "react";
import { Button } from "../../components/ui/button";
import { Field } from "../../components/ui/field";
import { Textarea } from "../../components/ui/input";
import { useToast } from "../../components/ui/toast";
import { errorText } from "../../lib/api";
import { useReapply } from "./api/reapply";

const REAPPLY_FAILED = "Your application could not be sent again. Please try again.";
const REAPPLY_OFFLINE = "Your application could not be sent: check your connection and try again.";

/** A rejected vendor sends its application back for review, saying what changed if it likes. */
export function ReapplyForm() {
  const [note, setNote] = useState("");
  const reapply = useReapply();
  const toast = useToast();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    try {
      await reapply.mutateAsync({ note: note.trim() || null });
      toast({ title: "Application sent", description: "Our team will review it again and e-mail you." });
    } catch (error) {
      toast({
        title: "Could not re-apply",
        description: errorText(error, REAPPLY_FAILED, REAPPLY_OFFLINE),
        variant: "destructive",
      });
    }
  };

  return (
    <form onSubmit={submit} className="space-y-3" aria-label="Re-apply">
      <Field label="What has changed? (optional)" hint="Up to 1,000 characters, shown to our review team.">
        <Textarea rows={3} maxLength={1000} value={note} onChange={(event) => setNote(event.target.value)} />
      </Field>
      <Button type="submit" size="sm" disabled={reapply.isPending} aria-busy={reapply.isPending}>
        {reapply.isPending ? "Sending…" : "Re-apply"}
      </Button>
    </form>
  );
}

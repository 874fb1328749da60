import { GIFT_PLANS, type GiftPlanKey, planNameForKey } from "@shared/domain/catalogue";
import type { Recipient } from "@shared/schemas/recipient";
import { RefreshCw } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Button } from "../../components/ui/button";
import { Select } from "../../components/ui/input";
import { useToast } from "../../components/ui/toast";
import { errorText } from "../../lib/api";
import { displayDate, PLAN_CHANGE_ERROR, planChangeMessage, planKeyOf } from "./account-rules";
import { useUpdateRecipient } from "./api/update-recipient";

interface RecipientPlanChangeProps {
  userId: number;
  recipient: Recipient;
  /** A change already waiting for a later delivery on the live subscription. */
  pending: { planKey: string; from: string } | null;
}

/** Choose another gift plan; the answer says from which delivery it applies (21-day rule). */
export function RecipientPlanChange({ userId, recipient, pending }: RecipientPlanChangeProps) {
  const id = useId();
  const toast = useToast();
  const current = planKeyOf(recipient.giftCategories);
  const [choice, setChoice] = useState<GiftPlanKey | "">(current);
  const patch = useUpdateRecipient(userId, recipient.id);
  const unchanged = !choice || choice === current;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (unchanged) return;
    patch.mutate(
      { giftCategories: choice },
      {
        onSuccess: ({ planChange }) => toast(planChangeMessage(planChange)),
        onError: (error) =>
          toast({ title: "Error", description: errorText(error, PLAN_CHANGE_ERROR), variant: "destructive" }),
      },
    );
  }

  const pendingName = pending ? planNameForKey(pending.planKey) : null;
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-2 rounded-xl bg-paper p-3 sm:p-4">
      <label htmlFor={`${id}-plan`} className="text-sm font-medium text-ink">
        Change gift plan for {recipient.fullName || recipient.name}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Select
          id={`${id}-plan`}
          aria-describedby={`${id}-hint`}
          value={choice}
          onChange={(event) => setChoice(event.target.value as GiftPlanKey)}
          className="sm:flex-1"
        >
          {!current && <option value="">Choose a plan</option>}
          {GIFT_PLANS.map((plan) => (
            <option key={plan.key} value={plan.key}>
              {plan.name}
            </option>
          ))}
        </Select>
        <Button type="submit" variant="outline" disabled={unchanged || patch.isPending} className="shrink-0">
          <RefreshCw aria-hidden="true" className="h-4 w-4" />
          {patch.isPending ? "Changing..." : "Change plan"}
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted">
        {pendingName && pending
          ? `${pendingName} starts from the delivery on ${displayDate(pending.from) ?? pending.from}. `
          : ""}
        A new plan starts with the next delivery when it is at least 21 days away.
      </p>
    </form>
  );
}

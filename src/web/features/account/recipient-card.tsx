import type { Recipient } from "@shared/schemas/recipient";
import { CheckCircle2, Gift, Pencil, Sparkles } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { humanise } from "./account-rules";
import { RecipientDeleteDialog } from "./recipient-delete-dialog";
import { RecipientDetails } from "./recipient-details";
import { RecipientEditForm } from "./recipient-edit-form";
import { RecipientPlanChange } from "./recipient-plan-change";

/** Long names wrap inside the button instead of overflowing it. */
const ACTION = "h-auto min-h-9 py-1.5 text-center";

interface RecipientCardProps {
  userId: number;
  recipient: Recipient;
  /** True when an active or paused subscription already exists for this recipient; null while that is loading. */
  hasLiveSubscription: boolean | null;
  pendingPlanChange: { planKey: string; from: string } | null;
  onDeleted: () => void;
}

/** One recipient: details, plan change and actions, or the inline edit form. */
export function RecipientCard({
  userId,
  recipient,
  hasLiveSubscription,
  pendingPlanChange,
  onDeleted,
}: RecipientCardProps) {
  const [editing, setEditing] = useState(false);
  const editRef = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  const name = recipient.fullName || recipient.name;
  const relationship =
    recipient.relationship === "other" && recipient.otherRelationship
      ? recipient.otherRelationship
      : humanise(recipient.relationship);

  // Back from the form (Save or Cancel): focus returns to the Edit button.
  useEffect(() => {
    if (!editing && wasEditing.current) editRef.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  return (
    <Card className="flex h-full flex-col gap-4 p-5 sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 className="font-serif text-xl text-ink break-words">{editing ? `Edit ${name}` : name}</h3>
        {relationship && <p className="text-sm font-medium text-plum">{relationship}</p>}
      </div>

      {editing ? (
        <RecipientEditForm userId={userId} recipient={recipient} onDone={() => setEditing(false)} />
      ) : (
        <>
          <RecipientDetails recipient={recipient} />
          <RecipientPlanChange userId={userId} recipient={recipient} pending={pendingPlanChange} />
          <div className="mt-auto flex flex-col gap-3 border-t border-line pt-4">
            <div className="flex gap-2">
              <Button ref={editRef} variant="ghost" size="sm" onClick={() => setEditing(true)}>
                <Pencil aria-hidden="true" className="h-4 w-4" />
                Edit<span className="sr-only"> {name}</span>
              </Button>
              <RecipientDeleteDialog
                userId={userId}
                recipientId={recipient.id}
                name={name}
                hasLiveSubscription={hasLiveSubscription}
                onDeleted={onDeleted}
              />
            </div>
            <div className="grid gap-2 sm:grid-cols-2">
              <Button asChild variant="outline" size="sm" className={ACTION}>
                <Link to={`/gift-boxes?recipient=${recipient.id}`}>
                  <Gift aria-hidden="true" className="h-4 w-4" />
                  Browse gifts for {name}
                </Link>
              </Button>
              {hasLiveSubscription === true ? (
                <Button size="sm" disabled className={ACTION}>
                  <CheckCircle2 aria-hidden="true" className="h-4 w-4" />
                  Subscription Active<span className="sr-only"> for {name}</span>
                </Button>
              ) : (
                <Button asChild size="sm" className={ACTION}>
                  <Link to={`/checkout?recipientId=${recipient.id}`}>
                    <Sparkles aria-hidden="true" className="h-4 w-4" />
                    Start Subscription<span className="sr-only"> for {name}</span>
                  </Link>
                </Button>
              )}
            </div>
          </div>
        </>
      )}
    </Card>
  );
}

import type { BillingPlan } from "@shared/domain/pricing";
import { deliveryProofText } from "@shared/domain/proof-of-delivery";
import type { LedgerDelivery } from "@shared/schemas/deliveries";
import { CalendarClock, Lock } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "../../../components/ui/button";
import { NewTabLink } from "../../../components/ui/new-tab-link";
import { cn } from "../../../lib/cn";
import { useLedgerChange } from "../api/ledger";
import { occasionText, packagePhotoAlt } from "../delivery-rules";
import { PackagePhotoLink } from "../package-photo-link";
import { dayText, lockText, paymentText, trackingOf } from "./ledger-rules";
import { MoveDeliveryForm } from "./move-delivery-form";

const STATE_TONES: Partial<Record<LedgerDelivery["state"], string>> = {
  scheduled: "border-forget/30 bg-forget/10 text-forget-dark",
  skipped: "border-line bg-paper text-muted",
  locked: "border-plum/30 bg-blush text-plum",
  with_vendor: "border-plum/30 bg-blush text-plum",
  dispatched: "border-forget/30 bg-forget/10 text-forget-dark",
  delivered: "border-leaf/30 bg-leaf/10 text-leaf",
};

interface ItemProps {
  subscriptionId: number;
  delivery: LedgerDelivery;
  plan: BillingPlan | undefined;
  recipientName: string;
}

/** One delivery: its date, box, state and lock time, what paid for it, and what the buyer can still do. */
export function LedgerDeliveryItem({ subscriptionId, delivery, plan, recipientName }: ItemProps) {
  const [moving, setMoving] = useState(false);
  const moveButton = useRef<HTMLButtonElement>(null);
  const reopened = useRef(false);
  // Back from the date form (moved or kept): focus returns to Move rather than to the page's top.
  useEffect(() => {
    if (!moving && reopened.current) moveButton.current?.focus();
  }, [moving]);
  const change = useLedgerChange(subscriptionId);
  const lock = lockText(delivery);
  const tracking = trackingOf(delivery);
  const day = dayText(delivery.deliveryDate);
  const headingId = `delivery-${delivery.id}-heading`;

  return (
    <li aria-labelledby={headingId} className="min-w-0 rounded-xl border border-line bg-white p-4">
      <div className="flex gap-3">
        {(delivery.packagePhotoUrl || delivery.proof?.photoUrl) && (
          <div className="flex shrink-0 flex-col gap-2">
            {delivery.packagePhotoUrl && (
              <PackagePhotoLink url={delivery.packagePhotoUrl} alt={packagePhotoAlt(delivery, recipientName)} />
            )}
            {delivery.proof?.photoUrl && (
              <PackagePhotoLink url={delivery.proof.photoUrl} alt={`Where the box for ${recipientName} was left`} />
            )}
          </div>
        )}
        <div className="min-w-0 flex-1 text-sm">
          <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
            <h3 id={headingId} className="font-medium text-ink">
              {day}
              <span className="block text-xs font-normal text-muted">
                {occasionText(delivery.specialDateType)}
                {delivery.boxName ? ` · ${delivery.boxName}` : ""}
              </span>
            </h3>
            <span
              className={cn(
                "inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap",
                STATE_TONES[delivery.state] ?? "border-line bg-paper text-muted",
              )}
            >
              {delivery.stateLabel}
            </span>
          </div>
          {delivery.slotDate !== delivery.deliveryDate && delivery.kind === "regular" && (
            <p className="mt-1 text-muted">Moved from {dayText(delivery.slotDate)}</p>
          )}
          {lock && (
            <p className="mt-1 flex items-start gap-1.5 text-muted">
              {delivery.locked ? (
                <Lock aria-hidden="true" className="mt-0.5 h-3.5 w-3.5 shrink-0" />
              ) : (
                <CalendarClock aria-hidden="true" className="mt-0.5 h-3.5 w-3.5 shrink-0" />
              )}
              {lock}
            </p>
          )}
          <p className="mt-1 text-ink">{paymentText(delivery, plan)}</p>
          {delivery.dispatchDate && <p className="mt-1 text-muted">Dispatched {dayText(delivery.dispatchDate)}</p>}
          {(tracking.courier || tracking.number) && (
            <p className="mt-0.5 wrap-anywhere text-ink">
              {tracking.courier}
              {tracking.courier && tracking.number ? " · " : ""}
              {tracking.href ? (
                <NewTabLink href={tracking.href} className="font-medium text-plum underline underline-offset-4">
                  Track the parcel
                </NewTabLink>
              ) : (
                tracking.number && `Tracking ${tracking.number}`
              )}
            </p>
          )}
          {delivery.proof && <p className="mt-1 text-ink">{deliveryProofText(delivery.proof)}</p>}
        </div>
      </div>

      {(delivery.canSkip || delivery.canUnskip || delivery.canMove) && !moving && (
        <div className="mt-3 flex flex-wrap gap-2 border-t border-line pt-3">
          {delivery.canSkip && (
            <Button
              variant="outline"
              size="sm"
              disabled={change.isPending}
              aria-label={`Skip the delivery of ${day}`}
              onClick={() => change.mutate({ kind: "skip", deliveryId: delivery.id })}
            >
              Skip
            </Button>
          )}
          {delivery.canUnskip && (
            <Button
              variant="outline"
              size="sm"
              disabled={change.isPending}
              aria-label={`Un-skip the delivery of ${day}`}
              onClick={() => change.mutate({ kind: "unskip", deliveryId: delivery.id })}
            >
              Un-skip
            </Button>
          )}
          {delivery.canMove && (
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Move the delivery of ${day}`}
              ref={moveButton}
              onClick={() => {
                reopened.current = true;
                setMoving(true);
              }}
            >
              Move
            </Button>
          )}
        </div>
      )}
      {moving && (
        <MoveDeliveryForm subscriptionId={subscriptionId} delivery={delivery} onDone={() => setMoving(false)} />
      )}
    </li>
  );
}

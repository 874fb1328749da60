import { titleCase } from "@shared/domain/names";
import { pauseHint } from "@shared/domain/subscription-status";
import type { SubscriptionView as Subscription } from "@shared/schemas/subscription";
import { CalendarCog, CalendarHeart, CreditCard, ExternalLink, PauseCircle, PlayCircle } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button";
import { EmailAddress } from "../../components/ui/email-address";
import { HintButton } from "../../components/ui/hint-button";
import { cn } from "../../lib/cn";
import { useOpenBillingPortal } from "./api/open-billing-portal";
import { useResumeSubscription } from "./api/resume-subscription";
import { CancelDialog } from "./cancel-dialog";
import { DeliveriesDialog } from "./deliveries-dialog";
import { PauseDialog } from "./pause-dialog";
import { billingLabel, pendingPlanNote, planCellText, rowActions } from "./subscription-list-rules";

const BADGE_TONES: Record<string, string> = {
  New: "border-forget bg-forget text-white",
  Active: "border-leaf/30 bg-leaf/10 text-leaf",
  Paused: "border-plum/30 bg-blush text-plum",
  Cancelled: "border-line bg-paper text-muted",
};

export function StatusBadge({ status }: { status: string }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap",
        BADGE_TONES[status] ?? BADGE_TONES.Cancelled,
      )}
    >
      {status}
    </span>
  );
}

function RecipientCell({ sub }: { sub: Subscription }) {
  return (
    <div className="min-w-0">
      <p className="font-medium break-words text-ink">{titleCase(sub.recipientName)}</p>
      {sub.recipientEmail && (
        <p className="text-sm text-muted">
          <EmailAddress address={sub.recipientEmail} />
        </p>
      )}
    </div>
  );
}

function PlanCell({ sub }: { sub: Subscription }) {
  const note = pendingPlanNote(sub);
  return (
    <div className="min-w-0">
      <p className="text-ink">{planCellText(sub)}</p>
      {note && <p className="mt-0.5 text-xs text-muted">{note}</p>}
      <div className="flex flex-wrap items-center gap-x-3">
        <DeliveriesDialog subscriptionId={sub.id} recipientName={titleCase(sub.recipientName)} />
        <Link
          to={`/subscription/${sub.id}/deliveries`}
          className="inline-flex items-center gap-1 py-1 text-sm text-plum underline underline-offset-4 hover:text-plum-dark"
          aria-label={`Manage deliveries for ${titleCase(sub.recipientName)}`}
        >
          <CalendarCog aria-hidden="true" className="h-4 w-4" />
          Manage deliveries
        </Link>
      </div>
    </div>
  );
}

function DeliverySlotText({ slot }: { slot: Subscription["nextDeliveries"][number] | undefined }) {
  if (!slot) return <span className="text-muted">TBD</span>;
  if (slot.kind === "on-hold") return <span className="font-medium text-plum">{slot.label}</span>;
  if (slot.kind === "arranging") return <span className="font-medium text-ink">{slot.label}</span>;
  if (slot.kind === "tbd" || slot.kind === "cancelled") return <span className="text-muted">{slot.label}</span>;
  if (slot.kind === "date" && slot.special) {
    return (
      <span className="inline-flex items-center gap-1 text-ink">
        <CalendarHeart aria-hidden="true" className="h-4 w-4 shrink-0 text-plum" />
        {slot.label}
      </span>
    );
  }
  return <span className="text-ink">{slot.label}</span>;
}

/** Pause / Resume / Cancel for one subscription; cancelled rows have none. */
function SubscriptionActions({ sub, wrap = true }: { sub: Subscription; wrap?: boolean }) {
  const actions = rowActions(sub);
  const resume = useResumeSubscription();
  const name = titleCase(sub.recipientName);

  if (!actions.pause && !actions.resume && !actions.cancel) {
    return (
      <span className="text-sm text-muted">
        <span aria-hidden="true">—</span>
        <span className="sr-only">No actions available</span>
      </span>
    );
  }

  return (
    <div className={cn("flex items-center gap-2", wrap ? "flex-wrap" : "flex-nowrap")}>
      {actions.pause &&
        (actions.pauseEnabled ? (
          <PauseDialog subscriptionId={sub.id} recipientName={name} />
        ) : (
          <HintButton
            hint={pauseHint(sub.frequency)}
            variant="outline"
            size="sm"
            className="px-3"
            aria-label={`Pause subscription for ${name}`}
          >
            <PauseCircle aria-hidden="true" className="h-4 w-4" />
            Pause
          </HintButton>
        ))}
      {actions.resume && (
        <Button
          size="sm"
          onClick={() => resume.mutate(sub.id)}
          disabled={resume.isPending}
          aria-label={`Resume subscription for ${name}`}
        >
          <PlayCircle aria-hidden="true" className="h-4 w-4" />
          {resume.isPending ? "Resuming..." : "Resume"}
        </Button>
      )}
      {actions.cancel && (
        <CancelDialog subscriptionId={sub.id} recipientName={name} offerPause={actions.pauseInstead} />
      )}
    </div>
  );
}

/**
 * The Billing column: the billing frequency and the price per cycle ("Annual · Monthly", "$1,080.00 a
 * year"), opening the payment provider's portal in a new tab.
 */
function BillingButton({ sub }: { sub: Subscription }) {
  const portal = useOpenBillingPortal();
  const label = billingLabel(sub.billingInterval, sub.frequency);
  const price = sub.billing.chargeText;
  return (
    <Button
      variant="outline"
      size="sm"
      // A long label ("Every 3 Months") wraps inside the button rather than pushing past its card; the
      // price under it stays on one line, and the two lines sit in a rounded box, not a pill.
      className="h-auto min-h-9 max-w-full rounded-xl px-3 py-1.5 text-left"
      onClick={() => portal.open(sub.id)}
      disabled={portal.isPending}
      aria-label={`${label} billing, ${price} — manage payment settings (opens in a new tab)`}
    >
      <CreditCard aria-hidden="true" className="h-4 w-4 shrink-0" />
      <span className="flex flex-col leading-tight">
        <span>{label}</span>
        <span className="text-xs font-normal whitespace-nowrap text-muted">{price}</span>
      </span>
      <ExternalLink aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
    </Button>
  );
}

const isCancelled = (sub: Subscription) => sub.status === "cancelled";

/** One table row (tablet and wider). */
export function SubscriptionRow({ sub }: { sub: Subscription }) {
  return (
    <tr className="border-t border-line align-top">
      <th scope="row" className="px-2.5 py-4 text-left font-normal">
        <RecipientCell sub={sub} />
      </th>
      <td className="px-2.5 py-4">
        <PlanCell sub={sub} />
      </td>
      <td className="px-2.5 py-4">
        <StatusBadge status={sub.displayStatus} />
      </td>
      {isCancelled(sub) ? (
        // No deliveries to list: one cell says so, rather than three empty ones.
        <td colSpan={3} className="px-2.5 py-4 text-sm text-muted">
          Cancelled
        </td>
      ) : (
        [0, 1, 2].map((i) => (
          <td key={i} className="px-2.5 py-4 text-sm whitespace-nowrap">
            <DeliverySlotText slot={sub.nextDeliveries[i]} />
          </td>
        ))
      )}
      <td className="px-2.5 py-4">
        <SubscriptionActions sub={sub} wrap={false} />
      </td>
      <td className="px-2.5 py-4">
        <BillingButton sub={sub} />
      </td>
    </tr>
  );
}

/** The same subscription as a stacked card (phones). */
export function SubscriptionCard({ sub }: { sub: Subscription }) {
  return (
    <li className="min-w-0 rounded-xl border border-line bg-white p-4">
      <div className="flex items-start justify-between gap-3">
        <RecipientCell sub={sub} />
        <StatusBadge status={sub.displayStatus} />
      </div>
      <dl className="mt-3 space-y-3 text-sm">
        <div>
          <dt className="text-xs font-semibold tracking-wide text-muted uppercase">Gift Plan</dt>
          <dd className="mt-0.5">
            <PlanCell sub={sub} />
          </dd>
        </div>
        <div>
          <dt className="text-xs font-semibold tracking-wide text-muted uppercase">Next deliveries</dt>
          <dd className="mt-1">
            {isCancelled(sub) ? (
              <p className="text-muted">Cancelled</p>
            ) : (
              <ol className="grid grid-cols-3 gap-2">
                {[0, 1, 2].map((i) => (
                  <li key={i} className="rounded-lg bg-paper px-2 py-1.5">
                    <span className="block text-[0.7rem] text-muted">Delivery {i + 1}</span>
                    <DeliverySlotText slot={sub.nextDeliveries[i]} />
                  </li>
                ))}
              </ol>
            )}
          </dd>
        </div>
      </dl>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-line pt-3">
        <SubscriptionActions sub={sub} />
        <div className="flex min-w-0 items-center gap-2">
          <span className="text-xs text-muted">Billing</span>
          <BillingButton sub={sub} />
        </div>
      </div>
    </li>
  );
}

import { titleCase } from "@shared/domain/names";
import type { LedgerDelivery } from "@shared/schemas/deliveries";
import type { SubscriptionView } from "@shared/schemas/subscription";
import { AlertCircle, ArrowLeft } from "lucide-react";
import { type ReactNode, useEffect } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Spinner } from "../../components/ui/spinner";
import { errorStatus } from "../../lib/api";
import { parseIdParam } from "../../lib/id-param";
import { useCurrentUser } from "../../lib/session";
import { usePageTitle } from "../../lib/use-page-title";
import { useSubscription } from "./api/get-subscription";
import { useLedger } from "./api/ledger";
import { LedgerDeliveryItem } from "./deliveries/ledger-delivery-item";
import { skipRuleText, splitDeliveries } from "./deliveries/ledger-rules";
import { ScheduleControls } from "./deliveries/schedule-controls";
import { planCellText } from "./subscription-list-rules";

/**
 * /subscription/:id/deliveries — one subscription's deliveries (the ledger, ADR 0018): upcoming and
 * past, each with its lock time and what paid for it, and the buyer's changes until each locks.
 */
export function Component() {
  usePageTitle("Deliveries");
  const { id: idParam } = useParams();
  const id = parseIdParam(idParam);
  const { user, isLoading } = useCurrentUser();
  const navigate = useNavigate();
  const subscription = useSubscription(user && id !== null ? id : null);
  const ledger = useLedger(id ?? 0, Boolean(user) && id !== null);

  useEffect(() => {
    if (!isLoading && !user) navigate("/account", { replace: true });
  }, [isLoading, user, navigate]);

  if (isLoading || !user) return <Spinner label="Loading deliveries" />;
  if (id === null) return <LoadProblem notFound />;
  if (subscription.isError || ledger.isError) {
    const status = errorStatus(subscription.error ?? ledger.error);
    return <LoadProblem notFound={status === 404 || status === 400} />;
  }
  if (subscription.isPending || ledger.isPending) return <Spinner label="Loading deliveries" />;
  return <DeliveriesView sub={subscription.data} deliveries={ledger.data} />;
}

function Shell({ children }: { children: ReactNode }) {
  return <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-8 sm:px-6 lg:py-12">{children}</div>;
}

function LoadProblem({ notFound }: { notFound: boolean }) {
  return (
    <Shell>
      <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
        <AlertCircle aria-hidden="true" className="h-10 w-10 text-danger" />
        <h1 className="font-serif text-2xl text-ink">
          {notFound ? "Subscription not found" : "Error loading deliveries"}
        </h1>
        <p className="text-muted">
          {notFound
            ? "We couldn't find that subscription on your account."
            : "Error loading deliveries. Please try again later."}
        </p>
        <Button asChild variant="outline" className="mt-2">
          <Link to="/account">Back to My Account</Link>
        </Button>
      </Card>
    </Shell>
  );
}

function DeliveriesView({ sub, deliveries }: { sub: SubscriptionView; deliveries: LedgerDelivery[] }) {
  const name = titleCase(sub.recipientName);
  const { upcoming, past } = splitDeliveries(deliveries);
  const live = sub.status !== "cancelled";
  const canSendSooner = live && upcoming.some((delivery) => delivery.kind === "regular" && delivery.canMove);

  return (
    <Shell>
      <div>
        <Link
          to="/account"
          className="inline-flex items-center gap-1 text-sm font-medium text-plum underline-offset-4 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          Back to My Account
        </Link>
        <h1 className="mt-3 font-serif text-3xl text-ink sm:text-4xl">Deliveries for {name}</h1>
        <p className="mt-1 text-muted">{planCellText(sub)}</p>
        <p className="mt-3 text-sm text-ink">
          Each delivery can be skipped, un-skipped or moved until changes close, 3 days before its date at midnight
          where {name} lives. After that it is prepared and sent. {skipRuleText(sub.billingInterval)}
        </p>
        <p className="mt-2 text-sm">
          <Link to={`/billing/${sub.id}`} className="font-medium text-plum underline underline-offset-4">
            Payments and tax invoices
          </Link>
        </p>
      </div>

      {live && (
        <Card className="p-4 sm:p-6" role="region" aria-labelledby="schedule-heading">
          <h2 id="schedule-heading" className="mb-4 font-serif text-2xl text-ink">
            Your schedule
          </h2>
          <ScheduleControls
            // Remounted when the saved day changes, so the control shows what is saved.
            key={sub.deliveryWeekday ?? "none"}
            subscriptionId={sub.id}
            canSendSooner={canSendSooner}
            deliveryWeekday={sub.deliveryWeekday}
          />
        </Card>
      )}

      <Card className="p-4 sm:p-6" role="region" aria-labelledby="upcoming-heading">
        <h2 id="upcoming-heading" className="mb-4 font-serif text-2xl text-ink">
          Upcoming deliveries
        </h2>
        {upcoming.length === 0 ? (
          <p className="text-sm text-muted">No deliveries are coming up.</p>
        ) : (
          <ul className="space-y-3">
            {upcoming.map((delivery) => (
              <LedgerDeliveryItem
                key={delivery.id}
                subscriptionId={sub.id}
                delivery={delivery}
                plan={sub.billingInterval}
                recipientName={name}
              />
            ))}
          </ul>
        )}
      </Card>

      <Card className="p-4 sm:p-6" role="region" aria-labelledby="past-heading">
        <h2 id="past-heading" className="mb-4 font-serif text-2xl text-ink">
          Past deliveries
        </h2>
        {past.length === 0 ? (
          <p className="text-sm text-muted">Nothing has been sent yet.</p>
        ) : (
          <ul className="space-y-3">
            {past.map((delivery) => (
              <LedgerDeliveryItem
                key={delivery.id}
                subscriptionId={sub.id}
                delivery={delivery}
                plan={sub.billingInterval}
                recipientName={name}
              />
            ))}
          </ul>
        )}
      </Card>
    </Shell>
  );
}

import { Link } from "react-router";
import { Card } from "../../components/ui/card";
import { DeliveriesList } from "./deliveries-list";

/** The Deliveries section of a subscription's own page. */
export function DeliveriesCard({ subscriptionId, recipientName }: { subscriptionId: number; recipientName: string }) {
  return (
    <Card className="p-4 sm:p-6" role="region" aria-labelledby="subscription-deliveries-heading">
      <h2 id="subscription-deliveries-heading" className="mb-4 font-serif text-2xl text-ink">
        Deliveries
      </h2>
      <DeliveriesList subscriptionId={subscriptionId} recipientName={recipientName} />
      <p className="mt-4 text-sm">
        <Link
          to={`/subscription/${subscriptionId}/deliveries`}
          className="font-medium text-plum underline underline-offset-4 hover:text-plum-dark"
        >
          Every delivery, with skip, move and what each payment paid for
        </Link>
      </p>
    </Card>
  );
}

import { ANNUAL_DISCOUNT_PERCENT, DELIVERY_PRICE_TEXT } from "@shared/domain/pricing";
import { ScrollText } from "lucide-react";
import { Link } from "react-router";
import { Card } from "../../components/ui/card";

/** The short terms shown before paying, with the full terms a link away (spec: /terms). */
export function SubscriptionTerms() {
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby="terms-heading">
        <h2 id="terms-heading" className="flex items-center gap-2 font-serif text-xl text-ink">
          <ScrollText aria-hidden="true" className="h-5 w-5 text-plum" />
          Subscription Terms
        </h2>
        <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm text-muted">
          <li>
            Pay as you go: {DELIVERY_PRICE_TEXT}, charged each delivery cycle. Annual: a year of deliveries paid in
            advance, less {ANNUAL_DISCOUNT_PERCENT}%.
          </li>
          <li>Special-date deliveries are one-time charges, taken with your first payment.</li>
          <li>
            After your first delivery you can pause one delivery at a time; you can cancel any time from your account.
          </li>
          <li>Prices are in Australian dollars and include GST. Delivery is free Australia-wide.</li>
        </ul>
        <p className="mt-3 text-sm">
          By paying you agree to our{" "}
          <Link to="/terms" className="font-medium text-plum underline underline-offset-4 hover:text-plum-dark">
            Terms &amp; Conditions
          </Link>
          .
        </p>
      </section>
    </Card>
  );
}

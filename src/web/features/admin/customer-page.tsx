import { formatIsoDate } from "@shared/domain/dates";
import { formatCents } from "@shared/domain/money";
import type { StaffRefundResult } from "@shared/schemas/customers";
import { ArrowLeft } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useParams } from "react-router";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Skeleton } from "../../components/ui/skeleton";
import { errorStatus, errorText } from "../../lib/api";
import { parseIdParam } from "../../lib/id-param";
import { formatShopDate } from "../../lib/shop-time";
import { usePageTitle } from "../../lib/use-page-title";
import { useCustomer } from "./api/get-customer";
import { CustomerSubscription } from "./customer-subscription";
import { StaffNav } from "./staff-nav";
import { StaffOnly } from "./staff-only";

/** /admin/customers/:id: one customer's account, subscriptions, deliveries and payments; refunds. */
export function Component() {
  usePageTitle("Customer");
  const id = parseIdParam(useParams().id);
  return (
    <StaffOnly title="Customer">
      <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:py-12">
        <StaffNav />
        <Link
          to="/admin/customers"
          className="inline-flex items-center gap-1 text-sm font-medium text-plum underline underline-offset-4"
        >
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          Back to the search
        </Link>
        {id === null ? <NotFound /> : <CustomerDetail id={id} />}
      </div>
    </StaffOnly>
  );
}

function CustomerDetail({ id }: { id: number }) {
  const customer = useCustomer(id);
  const [refunded, setRefunded] = useState<StaffRefundResult | null>(null);
  const message = useRef<HTMLParagraphElement>(null);
  usePageTitle(customer.data ? `${customer.data.customer.fullName} · Customers` : "Customer");

  useEffect(() => {
    if (refunded) message.current?.focus();
  }, [refunded]);

  if (customer.isPending) return <DetailSkeleton />;
  if (customer.isError) {
    if (errorStatus(customer.error) === 404) return <NotFound />;
    return (
      <Card className="mt-6 p-6 text-center">
        <p role="alert" className="text-danger">
          Could not load this customer. {errorText(customer.error, "Please try again.")}
        </p>
        <Button variant="outline" size="sm" className="mt-4" onClick={() => customer.refetch()}>
          Try again
        </Button>
      </Card>
    );
  }
  const { customer: person, subscriptions } = customer.data;
  const address = [person.suburb, person.state, person.postcode].filter(Boolean).join(" ");
  return (
    <>
      <h1 className="mt-4 font-serif text-3xl break-words text-ink">{person.fullName}</h1>
      <dl className="mt-2 flex flex-col gap-1 text-sm text-muted sm:flex-row sm:flex-wrap sm:gap-x-6">
        <div>
          <dt className="sr-only">E-mail</dt>
          <dd className="break-all">
            <a className="text-plum underline underline-offset-4" href={`mailto:${person.email}`}>
              {person.email}
            </a>
          </dd>
        </div>
        {person.phone && (
          <div>
            <dt className="sr-only">Phone</dt>
            <dd>{person.phone}</dd>
          </div>
        )}
        {address && (
          <div>
            <dt className="sr-only">Suburb</dt>
            <dd>{address}</dd>
          </div>
        )}
        <div>
          <dt className="inline">Joined </dt>
          <dd className="inline">{formatShopDate(person.createdAt)}</dd>
        </div>
      </dl>

      <div aria-live="polite">
        {refunded && (
          <p
            ref={message}
            tabIndex={-1}
            className="mt-6 rounded-lg border border-leaf/40 bg-leaf/10 p-4 text-sm text-ink outline-none focus-visible:outline-3 focus-visible:outline-forget"
          >
            Refunded {formatCents(refunded.amountCents)} (including {formatCents(refunded.gstCents)} GST) for the
            delivery on {formatIsoDate(refunded.deliveryDate)}, recorded as payment #{refunded.refundPaymentId}.{" "}
            {person.fullName} has been e-mailed the amount and the reason.
          </p>
        )}
      </div>

      {subscriptions.length === 0 ? (
        <Card className="mt-6 p-6 text-center text-muted">No subscriptions yet.</Card>
      ) : (
        subscriptions.map((sub) => (
          <CustomerSubscription key={sub.id} customer={person} subscription={sub} onRefunded={setRefunded} />
        ))
      )}
    </>
  );
}

function NotFound() {
  return (
    <Card className="mt-6 p-6 text-center">
      <h1 className="font-serif text-2xl text-ink">Customer not found</h1>
      <p className="mt-2 text-muted">There is no customer with that number. Search for them by name or e-mail.</p>
    </Card>
  );
}

function DetailSkeleton() {
  return (
    <div className="mt-6 flex flex-col gap-4" aria-busy="true">
      <span className="sr-only">Loading the customer</span>
      <Skeleton className="h-9 w-64" />
      <Skeleton className="h-5 w-80" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}

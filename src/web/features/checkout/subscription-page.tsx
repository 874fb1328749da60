import { DELIVERY_PRICE_TEXT } from "@shared/domain/pricing";
import type { GiftBox } from "@shared/schemas/gift-box";
import { useQuery } from "@tanstack/react-query";
import { giftBoxQueryOptions } from "@web/features/catalogue/api/get-gift-box";
import { ArrowLeft, PackageSearch } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useParams, useSearchParams } from "react-router";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Skeleton } from "../../components/ui/skeleton";
import { errorStatus } from "../../lib/api";
import { parseIdParam } from "../../lib/id-param";
import { useCurrentUser } from "../../lib/session";
import { usePageTitle } from "../../lib/use-page-title";
import { SubscriptionForm } from "./subscription-form";

/** The route's gift box id: a number, or "flowers" for box 1 (as on the gift box page). */
function resolveBoxId(param: string | undefined): number | null {
  if (param === "flowers") return 1;
  return parseIdParam(param);
}

export function Component() {
  usePageTitle("Set Up Your Subscription");
  const { id: param } = useParams();
  const [searchParams] = useSearchParams();
  const boxId = resolveBoxId(param);
  const box = useQuery(giftBoxQueryOptions(boxId));
  const { user, isLoading: sessionLoading } = useCurrentUser();

  if (boxId === null) {
    return (
      <Shell>
        <Problem title="No gift box ID provided">
          This link doesn't point to a gift box. Choose one from the collection instead.
        </Problem>
      </Shell>
    );
  }
  if (box.isError) {
    const missing = errorStatus(box.error) === 404 || errorStatus(box.error) === 400;
    return (
      <Shell>
        <Problem title={missing ? "Gift Box Not Found" : "Error loading gift box details. Please try again later."}>
          {missing
            ? "This gift box may have been retired or the link may be mistyped."
            : "Check your connection and try again."}
        </Problem>
      </Shell>
    );
  }

  return (
    <Shell backTo={`/gift-box/${boxId}`}>
      <header>
        <p className="text-sm font-semibold tracking-wide text-leaf uppercase">Step 1 of 2</p>
        <h1 className="mt-1 font-serif text-3xl text-ink sm:text-4xl">Set Up Your Subscription</h1>
        <p className="mt-2 text-muted">Tell us who it's for and how often, then you'll choose billing and pay.</p>
      </header>
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <div className="lg:order-2 lg:sticky lg:top-6">
          {box.data ? <BoxSummary box={box.data} /> : <BoxSummarySkeleton />}
        </div>
        <div className="lg:order-1">
          {box.data ? (
            <SubscriptionForm
              box={box.data}
              user={sessionLoading ? undefined : user}
              preselectRecipient={parseIdParam(searchParams.get("recipient"))}
            />
          ) : (
            <Skeleton className="h-96 w-full rounded-2xl" />
          )}
        </div>
      </div>
    </Shell>
  );
}

function Shell({ children, backTo = "/gift-boxes" }: { children: ReactNode; backTo?: string }) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:px-6 lg:py-10">
      <Button asChild variant="ghost" size="sm" className="-ml-2">
        <Link to={backTo}>
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          Back
        </Link>
      </Button>
      <div className="mt-4">{children}</div>
    </div>
  );
}

function Problem({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="mx-auto max-w-lg p-8 text-center">
      <PackageSearch aria-hidden="true" className="mx-auto h-10 w-10 text-plum" />
      <h1 className="mt-4 font-serif text-2xl text-ink">{title}</h1>
      <p className="mt-2 text-muted">{children}</p>
      <Button asChild className="mt-6">
        <Link to="/gift-boxes">Browse Gift Boxes</Link>
      </Button>
    </Card>
  );
}

function BoxSummary({ box }: { box: GiftBox }) {
  return (
    <Card className="flex gap-4 p-4 lg:flex-col">
      {box.imageUrl && (
        <img
          src={box.imageUrl}
          alt=""
          className="h-20 w-20 shrink-0 rounded-xl bg-blush object-cover lg:aspect-[4/3] lg:h-auto lg:w-full"
        />
      )}
      <div className="min-w-0">
        <p className="text-xs font-semibold tracking-wide text-muted uppercase">Your gift box</p>
        <h2 className="mt-0.5 font-serif text-xl text-ink">{box.name}</h2>
        <p className="mt-1 font-semibold text-plum">{DELIVERY_PRICE_TEXT}</p>
        <p className="mt-2 hidden text-sm text-muted lg:block">{box.description}</p>
      </div>
    </Card>
  );
}

function BoxSummarySkeleton() {
  return (
    <Card className="flex gap-4 p-4 lg:flex-col">
      <p role="status" className="sr-only">
        Loading gift box
      </p>
      <Skeleton className="h-20 w-20 lg:aspect-[4/3] lg:h-auto lg:w-full" />
      <div className="flex flex-1 flex-col gap-2">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-6 w-40" />
        <Skeleton className="h-4 w-32" />
      </div>
    </Card>
  );
}

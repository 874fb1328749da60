import { frequencyLabel } from "@shared/domain/frequency";
import { DELIVERY_PRICE_TEXT } from "@shared/domain/pricing";
import type { GiftBox } from "@shared/schemas/gift-box";
import { ArrowLeft, PackageSearch } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { Button } from "../../components/ui/button";
import { Skeleton } from "../../components/ui/skeleton";
import { errorStatus, refusalReason } from "../../lib/api";
import { categoryLabel } from "../../lib/category-label";
import { useCurrentUser } from "../../lib/session";
import { usePageTitle } from "../../lib/use-page-title";
import { useGiftBox } from "./api/get-gift-box";
import { useGiftBoxes } from "./api/get-gift-boxes";
import { EmptyState, ErrorBanner } from "./empty-state";
import { GiftBoxCard } from "./gift-box-card";
import { DetailTabs, Highlights, IncludedAndDelivery, Perks, SubscribePanel } from "./gift-box-details";
import { ImageCarousel } from "./image-carousel";
import { galleryOf, resolveGiftBoxId, similarBoxes } from "./sort-and-filter";

/** The server's "no such box": a 404, or a refused id that could never name one. */
function isNotFound(error: unknown): boolean {
  return errorStatus(error) === 404 || refusalReason(error) === "Gift Box Not Found";
}

export function Component() {
  const { id: param } = useParams();
  const id = resolveGiftBoxId(param);
  const query = useGiftBox(id);
  usePageTitle(detailTitle(id, query), query.data?.description);

  if (id === null) {
    return (
      <PageShell>
        <EmptyState
          headingLevel="h1"
          icon={PackageSearch}
          title="No gift box ID provided"
          action={
            <Button asChild>
              <Link to="/gift-boxes">Browse Gift Boxes</Link>
            </Button>
          }
        >
          This link doesn't point to a gift box. Choose one from the collection instead.
        </EmptyState>
      </PageShell>
    );
  }

  if (query.isError && !isNotFound(query.error)) {
    return (
      <PageShell>
        <h1 className="sr-only">Gift box details</h1>
        <ErrorBanner>Error loading gift box details. Please try again later.</ErrorBanner>
        <Button asChild variant="outline" className="mt-6">
          <Link to="/gift-boxes">Back to Gift Boxes</Link>
        </Button>
      </PageShell>
    );
  }

  if (query.isError || (query.isSuccess && !query.data)) {
    return (
      <PageShell>
        <EmptyState
          headingLevel="h1"
          icon={PackageSearch}
          title="Gift Box Not Found"
          action={
            <Button asChild>
              <Link to="/gift-boxes">Browse Gift Boxes</Link>
            </Button>
          }
        >
          This gift box may have been retired or the link may be mistyped.
        </EmptyState>
      </PageShell>
    );
  }

  if (!query.data) {
    return (
      <PageShell>
        <DetailSkeleton />
      </PageShell>
    );
  }

  return (
    <PageShell>
      <GiftBoxDetail box={query.data} />
    </PageShell>
  );
}

/** The tab title of each state of the page: the box's name once it is known. */
function detailTitle(id: number | null, query: ReturnType<typeof useGiftBox>): string {
  if (query.data) return query.data.name;
  if (id === null || (query.isError && isNotFound(query.error)) || query.isSuccess) return "Gift Box Not Found";
  return "Gift Box";
}

function BackButton() {
  const navigate = useNavigate();
  // With no earlier page in this tab (a shared link), "back" goes to the collection instead of leaving the shop.
  const goBack = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate("/gift-boxes");
  };
  return (
    <Button variant="ghost" size="sm" onClick={goBack} className="-ml-2">
      <ArrowLeft aria-hidden="true" className="h-4 w-4" />
      Back
    </Button>
  );
}

function PageShell({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 lg:py-10">
      <BackButton />
      <div className="mt-4">{children}</div>
    </div>
  );
}

function GiftBoxDetail({ box }: { box: GiftBox }) {
  const { user } = useCurrentUser();
  const list = useGiftBoxes();
  const similar = similarBoxes(list.data ?? [], box);

  return (
    <article>
      <div className="grid gap-8 lg:grid-cols-2 lg:gap-12">
        <ImageCarousel key={box.id} images={galleryOf(box)} name={box.name} priority thumbnails />
        <div className="flex flex-col gap-5">
          <div>
            <p className="text-sm font-semibold tracking-wide text-leaf uppercase">{categoryLabel(box.category)}</p>
            <h1 className="mt-1 font-serif text-3xl text-ink sm:text-4xl">{box.name}</h1>
            <div className="mt-3 flex flex-wrap items-center gap-3">
              <p className="text-xl font-semibold text-plum">{DELIVERY_PRICE_TEXT}</p>
              <span className="rounded-full bg-blush px-3 py-1 text-sm font-medium text-plum-dark">
                {frequencyLabel(box.frequency)}
              </span>
            </div>
            <p className="mt-3 text-muted">{box.description}</p>
          </div>
          <Highlights items={Array.isArray(box.highlights) ? box.highlights : []} />
          <Perks frequency={box.frequency} />
          <SubscribePanel box={box} user={user} />
        </div>
      </div>

      <div className="mt-12">
        <IncludedAndDelivery box={box} />
      </div>

      <div className="mt-12">
        <DetailTabs box={box} />
      </div>

      {similar.length > 0 && (
        <section aria-labelledby="similar-heading" className="mt-16">
          <h2 id="similar-heading" className="font-serif text-2xl text-ink sm:text-3xl">
            You Might Also Like
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {similar.map((other) => (
              <li key={other.id}>
                <GiftBoxCard box={other} headingLevel="h3" />
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}

function DetailSkeleton() {
  return (
    <div className="grid gap-8 lg:grid-cols-2 lg:gap-12">
      <p role="status" className="sr-only">
        Loading gift box
      </p>
      <Skeleton className="aspect-[4/3] w-full rounded-xl" />
      <div className="flex flex-col gap-4">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-10 w-3/4" />
        <Skeleton className="h-6 w-1/2" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
        <Skeleton className="h-32 w-full rounded-2xl" />
      </div>
    </div>
  );
}

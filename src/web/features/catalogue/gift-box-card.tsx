import { DELIVERY_PRICE_TEXT } from "@shared/domain/pricing";
import type { GiftBox } from "@shared/schemas/gift-box";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Card } from "../../components/ui/card";
import { Skeleton } from "../../components/ui/skeleton";
import { categoryLabel } from "../../lib/category-label";
import { ImageCarousel } from "./image-carousel";
import { galleryOf } from "./sort-and-filter";

interface GiftBoxCardProps {
  box: GiftBox;
  priority?: boolean;
  /** Heading level of the name, so the page outline stays in order. */
  headingLevel?: "h2" | "h3";
  /** An optional action under the price, e.g. a select button. */
  action?: ReactNode;
}

/** A catalogue card: the whole card opens the box through its name link; arrows and actions sit above it. */
export function GiftBoxCard({ box, priority = false, headingLevel: Heading = "h2", action }: GiftBoxCardProps) {
  return (
    <Card className="relative flex h-full flex-col overflow-hidden p-3 transition-shadow focus-within:shadow-md hover:shadow-md">
      <ImageCarousel images={galleryOf(box)} name={box.name} priority={priority} />
      <div className="flex flex-1 flex-col gap-2 px-2 pt-4 pb-2">
        <p className="text-xs font-semibold tracking-wide text-leaf uppercase">{categoryLabel(box.category)}</p>
        <Heading className="font-serif text-xl text-ink">
          <Link
            to={`/gift-box/${box.id}`}
            className="rounded-sm after:absolute after:inset-0 after:content-[''] hover:text-plum focus-visible:outline-offset-4"
          >
            {box.name}
          </Link>
        </Heading>
        <p className="text-sm text-muted">{box.description}</p>
        <p className="mt-auto pt-2 font-semibold text-plum">{DELIVERY_PRICE_TEXT}</p>
        {action && <div className="relative z-10 pt-1">{action}</div>}
      </div>
    </Card>
  );
}

export function GiftBoxCardSkeleton() {
  return (
    <Card className="flex flex-col gap-3 p-3">
      <Skeleton className="aspect-[4/3] w-full rounded-xl" />
      <div className="flex flex-col gap-2 px-2 pt-2 pb-2">
        <Skeleton className="h-3 w-16" />
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
        <Skeleton className="mt-2 h-5 w-1/2" />
      </div>
    </Card>
  );
}

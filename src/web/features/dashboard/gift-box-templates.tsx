import { LUCKY_DIP_NAME } from "@shared/domain/catalogue";
import { DELIVERY_PRICE_TEXT } from "@shared/domain/pricing";
import { useGiftBoxes } from "@web/features/catalogue/api/get-gift-boxes";
import { AlertCircle, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { Card } from "../../components/ui/card";
import { Skeleton } from "../../components/ui/skeleton";
import { categoryLabel } from "../../lib/category-label";

/** Gift box templates: each box (never The Lucky Dip) links to its subscription form. */
export function GiftBoxTemplates() {
  const boxes = useGiftBoxes();
  const list = (boxes.data ?? []).filter((box) => box.name !== LUCKY_DIP_NAME && box.isActive !== false);

  return (
    <Card className="p-4 sm:p-6" role="region" aria-labelledby="gift-box-templates-heading">
      <h2 id="gift-box-templates-heading" className="font-serif text-2xl text-ink">
        Gift box templates
      </h2>
      <p className="mt-1 text-sm text-muted">Start a new subscription from one of our curated boxes.</p>
      <div className="mt-5">
        {boxes.isPending ? (
          <div role="status" className="space-y-2">
            <span className="sr-only">Loading gift boxes</span>
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-16 w-full" />
            ))}
          </div>
        ) : boxes.isError ? (
          <p role="alert" className="flex items-center gap-2 text-danger">
            <AlertCircle aria-hidden="true" className="h-5 w-5" />
            Error loading gift boxes. Please try again later.
          </p>
        ) : list.length === 0 ? (
          <p className="text-muted">No gift boxes found.</p>
        ) : (
          <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
            {list.map((box) => (
              <li key={box.id} className="min-w-0">
                <Link
                  to={`/subscription/${box.id}`}
                  className="flex items-center gap-3 rounded-xl border border-line p-2 pr-3 transition-colors hover:border-plum hover:bg-blush/40"
                >
                  <img
                    src={box.imageUrl}
                    alt=""
                    className="h-14 w-14 shrink-0 rounded-lg bg-paper object-cover"
                    loading="lazy"
                  />
                  <span className="min-w-0 flex-1">
                    <span className="block font-medium break-words text-ink">{box.name}</span>
                    <span className="block text-sm text-muted">
                      {categoryLabel(box.category)} · {DELIVERY_PRICE_TEXT}
                    </span>
                  </span>
                  <ChevronRight aria-hidden="true" className="h-5 w-5 shrink-0 text-plum" />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}

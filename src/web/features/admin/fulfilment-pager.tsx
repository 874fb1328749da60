import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "../../components/ui/button";
import { lastPage, rangeText } from "./fulfilment-rules";

interface FulfilmentPagerProps {
  page: number;
  pageSize: number;
  total: number;
  shown: number;
  onPage: (page: number) => void;
}

/** "Showing 1–100 of 3,240" with Previous and Next. */
export function FulfilmentPager({ page, pageSize, total, shown, onPage }: FulfilmentPagerProps) {
  const last = lastPage(total, pageSize);
  return (
    <nav aria-label="Order pages" className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-muted" aria-live="polite">
        {rangeText(page, pageSize, total, shown)}
        {last > 1 && (
          <span className="sr-only">
            , page {page} of {last}
          </span>
        )}
      </p>
      {last > 1 && (
        <div className="flex items-center gap-2">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            <ChevronLeft aria-hidden="true" className="h-4 w-4" />
            Previous
          </Button>
          <span aria-hidden="true" className="text-sm text-muted tabular-nums">
            {page} / {last}
          </span>
          <Button variant="outline" size="sm" disabled={page >= last} onClick={() => onPage(page + 1)}>
            Next
            <ChevronRight aria-hidden="true" className="h-4 w-4" />
          </Button>
        </div>
      )}
    </nav>
  );
}

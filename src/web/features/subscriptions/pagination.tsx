import { ChevronLeft, ChevronRight } from "lucide-react";
import { cn } from "../../lib/cn";
import { type PageWindow, pageNumbers, showingText } from "./subscription-list-rules";

interface PaginationProps {
  window: PageWindow;
  onPageChange: (page: number) => void;
  /** Names the list the buttons page through, e.g. "Subscriptions". */
  label: string;
}

const pageButton =
  "inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-full px-3 text-sm font-medium transition-colors disabled:pointer-events-none disabled:opacity-50";

/** "Showing X to Y of N results", then Previous, numbered pages (aria-current) and Next. */
export function Pagination({ window: w, onPageChange, label }: PaginationProps) {
  return (
    <div className="flex flex-col items-center gap-3 sm:flex-row sm:justify-between">
      <p className="text-sm text-muted" aria-live="polite">
        {showingText(w)}
      </p>
      <nav aria-label={`${label} pages`}>
        <ul className="flex flex-wrap items-center justify-center gap-1">
          <li>
            <button
              type="button"
              className={cn(pageButton, "text-plum hover:bg-blush")}
              onClick={() => onPageChange(w.page - 1)}
              disabled={w.page <= 1}
            >
              <ChevronLeft aria-hidden="true" className="h-4 w-4" />
              Previous
            </button>
          </li>
          {pageNumbers(w.pageCount, w.page).map((n, i) =>
            n === "gap" ? (
              <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-muted">
                …
              </li>
            ) : (
              <li key={n}>
                <button
                  type="button"
                  className={cn(
                    pageButton,
                    n === w.page ? "bg-plum text-white" : "border border-line bg-white text-ink hover:bg-blush",
                  )}
                  aria-current={n === w.page ? "page" : undefined}
                  aria-label={`Page ${n}`}
                  onClick={() => onPageChange(n)}
                >
                  {n}
                </button>
              </li>
            ),
          )}
          <li>
            <button
              type="button"
              className={cn(pageButton, "text-plum hover:bg-blush")}
              onClick={() => onPageChange(w.page + 1)}
              disabled={w.page >= w.pageCount}
            >
              Next
              <ChevronRight aria-hidden="true" className="h-4 w-4" />
            </button>
          </li>
        </ul>
      </nav>
    </div>
  );
}

import { Info } from "lucide-react";
import { useCoverage } from "./api/get-coverage";
import { coverageNoticeText, coverageRequest } from "./coverage-rules";

interface CoverageNoticeProps {
  postcode: string | null;
  state: string | null;
  /** The plan being bought (its key). */
  plan: string | null | undefined;
}

/**
 * Before paying: a calm note when no approved vendor covers the recipient's postcode for this plan
 * yet. Paying stays open; while asking, or when the question fails, nothing shows.
 */
export function CoverageNotice({ postcode, state, plan }: CoverageNoticeProps) {
  const coverage = useCoverage(coverageRequest(postcode, state, plan));
  const text = coverage.isError ? null : coverageNoticeText(coverage.data);
  return (
    <div role="status" className={text ? "mb-4" : undefined}>
      {text && (
        <p className="flex items-start gap-3 rounded-xl border border-forget/40 border-l-4 border-l-forget bg-white p-4 text-sm text-ink shadow-sm">
          <Info aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-forget" />
          <span>
            <strong className="block font-semibold">Delivery to {postcode}</strong>
            {text}
          </span>
        </p>
      )}
    </div>
  );
}

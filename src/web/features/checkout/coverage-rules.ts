import { giftPlanKey } from "@shared/domain/catalogue";
import { NO_VENDOR_YET_MESSAGE } from "@shared/domain/fulfilment";
import type { Coverage } from "@shared/schemas/fulfilment";

export interface CoverageRequest {
  postcode: string;
  state: string | null;
  plan: string;
}

/**
 * What to ask GET /api/coverage for this recipient and plan, or null when there is nothing worth
 * asking yet (no 4-digit postcode, or no plan): the notice is advisory, so it stays quiet then.
 */
export function coverageRequest(
  postcode: string | null | undefined,
  state: string | null | undefined,
  plan: string | null | undefined,
): CoverageRequest | null {
  const code = postcode?.trim() ?? "";
  const key = plan?.trim() ?? "";
  if (!/^\d{4}$/.test(code) || !key) return null;
  return { postcode: code, state: state?.trim() || null, plan: giftPlanKey(key) ?? key };
}

/** The query string of a coverage request (state left out when unknown). */
export function coverageSearch(request: CoverageRequest): string {
  const params = new URLSearchParams({ postcode: request.postcode });
  if (request.state) params.set("state", request.state);
  params.set("plan", request.plan);
  return params.toString();
}

/** The words to show before paying: the server's when no approved vendor covers it yet, else none. */
export function coverageNoticeText(coverage: Coverage | undefined): string | null {
  if (!coverage || coverage.covered) return null;
  return coverage.message?.trim() || NO_VENDOR_YET_MESSAGE;
}

import { BROWSE_TABS } from "@shared/domain/catalogue";
import type { GiftBox } from "@shared/schemas/gift-box";
import { useRecipient } from "@web/features/recipients/api/get-recipient";
import { Gift, PackageOpen, SearchX } from "lucide-react";
import { useMemo } from "react";
import { Link, useSearchParams } from "react-router";
import { Button } from "../../components/ui/button";
import { Field } from "../../components/ui/field";
import { Input, Select } from "../../components/ui/input";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { parseIdParam } from "../../lib/id-param";
import { usePageTitle } from "../../lib/use-page-title";
import { useGiftBoxes } from "./api/get-gift-boxes";
import { EmptyState, ErrorBanner } from "./empty-state";
import { GiftBoxCard, GiftBoxCardSkeleton } from "./gift-box-card";
import { BackToAccountLink, RecipientPreferences, recipientDetails } from "./recipient-banner";
import {
  type BrowseCriteria,
  browseBoxes,
  browseEmptyState,
  parseCategory,
  parseSort,
  SORT_OPTIONS,
} from "./sort-and-filter";

const SKELETON_COUNT = 6;
const gridClass = "grid gap-6 sm:grid-cols-2 lg:grid-cols-3";

export function Component() {
  const [params, setParams] = useSearchParams();
  const category = parseCategory(params.get("category"));
  const query = params.get("q") ?? "";
  const sort = parseSort(params.get("sort"));
  const recipientId = params.get("recipient");

  const boxes = useGiftBoxes();
  // A profile that cannot be read (signed out, not theirs, junk id) leaves the page in plain browse mode.
  const recipient = useRecipient(parseIdParam(recipientId));
  const profile = recipientId ? (recipient.data ?? null) : null;
  const recipientName = profile ? recipientDetails(profile).name : null;

  usePageTitle(
    recipientName ? `Gift Boxes for ${recipientName}` : "Gift Boxes",
    "Gift boxes of flowers, gourmet treats, self-care and more, delivered on repeat by local vendors anywhere in Australia.",
  );

  const criteria: BrowseCriteria = { category, query, sort };
  const result = useMemo(
    () => browseBoxes(boxes.data ?? [], { category, query, sort }),
    [boxes.data, category, query, sort],
  );
  const emptyState = browseEmptyState(result, criteria);

  /** Writes one query parameter, dropping it when it holds the default. */
  function setParam(key: string, value: string, fallback: string, replace = false) {
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (!value || value === fallback) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace, preventScrollReset: true },
    );
  }

  const clearSearch = () => setParam("q", "", "", true);

  function renderGrid() {
    if (boxes.isError) return <ErrorBanner>Error loading gift boxes. Please try again later.</ErrorBanner>;
    if (boxes.isPending) {
      return (
        <>
          <p role="status" className="sr-only">
            Loading gift boxes
          </p>
          <div className={gridClass}>
            {Array.from({ length: SKELETON_COUNT }, (_, i) => (
              <GiftBoxCardSkeleton key={i} />
            ))}
          </div>
        </>
      );
    }
    if (emptyState === "none") {
      return (
        <EmptyState icon={PackageOpen} title="No gift boxes found">
          Our florists and makers are preparing new boxes. Please check back soon.
        </EmptyState>
      );
    }
    if (emptyState === "no-results") {
      return (
        <EmptyState
          icon={SearchX}
          title="No gift boxes match your search"
          action={
            <Button variant="outline" onClick={clearSearch}>
              Clear Search
            </Button>
          }
        >
          Nothing matched “{query.trim()}”. Try another word, or clear the search to see every box.
        </EmptyState>
      );
    }
    if (emptyState === "empty-category") {
      return (
        <EmptyState
          icon={Gift}
          title="No gift boxes in this category yet"
          action={
            <Button variant="outline" onClick={() => setParam("category", "all", "all")}>
              Show all gift boxes
            </Button>
          }
        >
          New boxes arrive regularly. In the meantime, take a look at the rest of the collection.
        </EmptyState>
      );
    }
    return <ResultGrid boxes={result.results} recipientId={profile ? String(profile.id ?? recipientId) : null} />;
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-12">
      {recipientId && (
        <div className="mb-4">
          <BackToAccountLink />
        </div>
      )}
      <header>
        <h1 className="font-serif text-3xl text-ink sm:text-4xl">
          {recipientName ? `Gift Boxes for ${recipientName}` : "Gift Boxes"}
        </h1>
        {!profile && (
          <p className="mt-2 max-w-2xl text-muted">
            Thoughtful boxes from local florists and makers, delivered every month anywhere in Australia.
          </p>
        )}
        {profile && <RecipientPreferences profile={profile} />}
      </header>

      <Tabs value={category} onValueChange={(value) => setParam("category", value, "all")} className="mt-8">
        <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
          <TabsList
            aria-label="Gift box categories"
            className="w-full flex-nowrap justify-between gap-0 self-start overflow-x-auto sm:w-auto sm:justify-start sm:gap-1"
          >
            {BROWSE_TABS.map((tab) => (
              <TabsTrigger key={tab.value} value={tab.value} className="shrink-0 px-2 sm:px-4">
                {tab.label}
              </TabsTrigger>
            ))}
          </TabsList>
          <div className="grid gap-4 sm:grid-cols-2 lg:w-[32rem]">
            <Field label="Search gift boxes">
              <Input
                type="search"
                value={query}
                placeholder="e.g. candle"
                autoComplete="off"
                onChange={(event) => setParam("q", event.target.value, "", true)}
              />
            </Field>
            <Field label="Sort by">
              <Select value={sort} onChange={(event) => setParam("sort", event.target.value, "featured")}>
                {SORT_OPTIONS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </Select>
            </Field>
          </div>
        </div>
        {BROWSE_TABS.map((tab) => (
          <TabsContent key={tab.value} value={tab.value} className="mt-8 focus-visible:outline-offset-4">
            {tab.value === category ? renderGrid() : null}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}

function ResultGrid({ boxes, recipientId }: { boxes: GiftBox[]; recipientId: string | null }) {
  return (
    <>
      <p aria-live="polite" className="mb-4 text-sm text-muted">
        {boxes.length === 1 ? "1 gift box" : `${boxes.length} gift boxes`}
      </p>
      <ul className={gridClass}>
        {boxes.map((box, index) => (
          <li key={box.id}>
            <GiftBoxCard
              box={box}
              priority={index === 0}
              action={
                recipientId ? (
                  <Button asChild size="sm">
                    <Link to={`/subscription/${box.id}?recipient=${encodeURIComponent(recipientId)}`}>
                      Select <span className="sr-only">{box.name}</span> for this recipient
                    </Link>
                  </Button>
                ) : undefined
              }
            />
          </li>
        ))}
      </ul>
    </>
  );
}

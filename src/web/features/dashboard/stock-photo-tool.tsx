import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { ImageIcon, Search } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Field } from "../../components/ui/field";
import { Select } from "../../components/ui/input";
import { NewTabLink } from "../../components/ui/new-tab-link";
import { Skeleton } from "../../components/ui/skeleton";
import { useToast } from "../../components/ui/toast";
import { errorText } from "../../lib/api";
import { cn } from "../../lib/cn";
import { searchStockPhotosOptions } from "./api/search-stock-photos";
import {
  COUNT_OPTIONS,
  ORIENTATION_ASPECT,
  ORIENTATION_OPTIONS,
  QUERY_TYPE_OPTIONS,
  SEARCH_FAILED_MESSAGE,
  SEARCH_OFFLINE_MESSAGE,
  SEARCHING_PLACEHOLDERS,
  STOCK_PHOTO_AUTH_MESSAGE,
  STOCK_PHOTO_DEFAULTS,
  type StockPhotoFormIn,
  type StockPhotoFormOut,
  sameOriginImageUrl,
  stockPhotoAltFor,
  stockPhotoCaption,
  stockPhotoCredit,
  stockPhotoFormSchema,
  stockPhotoFoundMessage,
  stockPhotoShortfall,
  stockPhotoState,
  stockPhotoStatus,
  toStockPhotoRequest,
} from "./stock-photo-rules";

/**
 * The dashboard's Scraping tab (spec "Stock photo tool"): images from the shop's own library, or
 * from Unsplash or Pexels when configured, always loaded through the shop's own origin and credited.
 */
export function StockPhotoTool({ userId }: { userId: number | null | undefined }) {
  const toast = useToast();
  const [authError, setAuthError] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<StockPhotoFormIn, unknown, StockPhotoFormOut>({
    resolver: zodResolver(stockPhotoFormSchema),
    defaultValues: STOCK_PHOTO_DEFAULTS,
  });

  const search = useMutation({
    ...searchStockPhotosOptions(),
    onSuccess: (result) => {
      const found = stockPhotoFoundMessage(result.imageUrls.length);
      if (found) toast({ title: found });
    },
    onError: (error) =>
      toast({
        title: "Search failed",
        description: errorText(error, SEARCH_FAILED_MESSAGE, SEARCH_OFFLINE_MESSAGE),
        variant: "destructive",
      }),
  });

  const onSubmit = handleSubmit((values) => {
    setAuthError(!userId);
    if (userId) search.mutate(toStockPhotoRequest(values, userId));
  });

  const asked = search.variables;
  const urls = search.data?.imageUrls ?? [];
  const source = search.data?.source ?? "library";
  const credits = search.data?.credits;
  const state = stockPhotoState(search.status, urls.length);
  const shortfall = asked ? stockPhotoShortfall(urls.length, asked.count, source) : null;
  const aspect = ORIENTATION_ASPECT[asked?.orientation ?? "landscape"];

  return (
    <Card className="p-4 sm:p-6">
      <h2 className="font-serif text-2xl text-ink">Stock photo search</h2>
      <p className="mt-1 text-sm text-muted">Find images for a campaign, in the shape you need.</p>

      <form noValidate onSubmit={onSubmit} aria-label="Stock photo search" className="mt-5 grid gap-4 sm:grid-cols-3">
        <Field label="Query type" error={errors.queryType?.message}>
          <Select aria-required="true" {...register("queryType")}>
            {QUERY_TYPE_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Count" error={errors.count?.message}>
          <Select aria-required="true" {...register("count")}>
            {COUNT_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Orientation" error={errors.orientation?.message}>
          <Select aria-required="true" {...register("orientation")}>
            {ORIENTATION_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </Select>
        </Field>
        <div className="flex flex-col gap-3 sm:col-span-3 sm:flex-row sm:items-center">
          <Button type="submit" disabled={search.isPending} className="w-full sm:w-auto">
            <Search aria-hidden="true" className="h-4 w-4" />
            {search.isPending ? "Searching..." : "Search photos"}
          </Button>
          {authError && (
            <p role="alert" className="text-sm text-danger">
              {STOCK_PHOTO_AUTH_MESSAGE}
            </p>
          )}
        </div>
      </form>

      <section
        aria-labelledby="stock-photo-results-heading"
        aria-busy={state === "searching"}
        className="mt-6 border-t border-line pt-5"
      >
        <h3 id="stock-photo-results-heading" className="font-serif text-xl text-ink">
          Results
        </h3>
        <p role="status" className="sr-only">
          {stockPhotoStatus(state, urls.length)}
        </p>
        {state === "idle" && (
          <p className="mt-3 flex items-center gap-2 text-muted">
            <ImageIcon aria-hidden="true" className="h-5 w-5 shrink-0 text-plum" />
            Pick a theme, how many photos and their shape, then search. Your photos will appear here.
          </p>
        )}
        {state === "searching" && (
          <div className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
            {Array.from({ length: SEARCHING_PLACEHOLDERS }, (_, i) => (
              <Skeleton key={i} className={cn("w-full rounded-xl", aspect)} />
            ))}
          </div>
        )}
        {state === "failed" && (
          <p className="mt-3 text-muted">That search didn't go through. Please try again in a moment.</p>
        )}
        {state === "empty" && <p className="mt-3 text-muted">No photos match that search yet. Try another theme.</p>}
        {state === "results" && asked && (
          <figure className="mt-4">
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
              {urls.map((url, i) => {
                const src = sameOriginImageUrl(url);
                const credit = stockPhotoCredit(source, credits?.[i]);
                return (
                  <li key={`${url}-${i}`}>
                    {src && (
                      <img
                        src={src}
                        alt={stockPhotoAltFor(asked.queryType, i, urls.length, credits?.[i])}
                        decoding="async"
                        className={cn("w-full rounded-xl border border-line bg-paper object-cover", aspect)}
                      />
                    )}
                    {credit && (
                      <p className="mt-1 text-xs text-muted">
                        Photo by <CreditLink href={credit.photographerUrl}>{credit.photographer}</CreditLink> on{" "}
                        <CreditLink href={credit.providerUrl}>{credit.provider}</CreditLink>
                      </p>
                    )}
                  </li>
                );
              })}
            </ul>
            <figcaption className="mt-3 text-sm text-muted">
              {stockPhotoCaption(source)}
              {shortfall && <span className="mt-1 block">{shortfall}</span>}
            </figcaption>
          </figure>
        )}
      </section>
    </Card>
  );
}

/** A credit's link; plain text without one. */
const CreditLink = ({ href, children }: { href: string | null; children: string }) => (
  <NewTabLink
    href={href}
    className="text-plum underline underline-offset-2 hover:text-plum-dark [overflow-wrap:anywhere]"
  >
    {children}
  </NewTabLink>
);

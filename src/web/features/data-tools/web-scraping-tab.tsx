import { zodResolver } from "@hookform/resolvers/zod";
import { SCRAPE_SELECTOR_LABELS, SCRAPE_SELECTORS, SCRAPING_FAILED } from "@shared/schemas/data-tools";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Field } from "../../components/ui/field";
import { Input } from "../../components/ui/input";
import { Spinner } from "../../components/ui/spinner";
import { errorText } from "../../lib/api";
import { useScrapeWebsite } from "./api/scrape-website";
import { ScrapeResults } from "./scrape-results";
import { SCRAPE_FORM_DEFAULTS, type ScrapeFormInput, type ScrapeFormOutput, scrapeFormSchema } from "./scrape-rules";

/** Web Scraping: staff read a public page's title, headings, paragraphs, links and images. */
export function WebScrapingTab() {
  const scrape = useScrapeWebsite();
  const form = useForm<ScrapeFormInput, unknown, ScrapeFormOutput>({
    resolver: zodResolver(scrapeFormSchema),
    defaultValues: SCRAPE_FORM_DEFAULTS,
  });
  const { errors } = form.formState;
  const selectorsErrorId = useId();
  const selectorsError = errors.selectors?.message ?? errors.selectors?.root?.message;
  // A request the form refuses clears the last answer too, so no old result stands under the new message.
  const onSubmit = form.handleSubmit(
    (request) => scrape.mutate(request),
    () => scrape.reset(),
  );
  const pending = scrape.isPending;

  return (
    <div className="flex flex-col gap-6">
      <Card className="p-4 sm:p-6">
        <h2 className="font-serif text-xl text-ink">Read a public web page</h2>
        <p className="mt-1 text-sm text-muted">
          Only public http and https pages; images are listed as links and never loaded here.
        </p>
        <form onSubmit={onSubmit} noValidate aria-label="Web scraping" className="mt-4 flex flex-col gap-5">
          <Field label="Page URL" error={errors.url?.message}>
            <Input
              type="url"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              placeholder="https://www.example.com.au/"
              {...form.register("url")}
            />
          </Field>
          <fieldset aria-describedby={selectorsError ? selectorsErrorId : undefined}>
            <legend className="text-sm font-medium text-ink">Parts of the page to collect</legend>
            <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-5">
              {SCRAPE_SELECTORS.map((selector) => (
                <label
                  key={selector}
                  className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-line px-3 py-2 has-[:checked]:border-plum has-[:checked]:bg-blush/40 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-forget"
                >
                  <input
                    type="checkbox"
                    value={selector}
                    aria-invalid={selectorsError ? true : undefined}
                    className="h-5 w-5 shrink-0 accent-plum focus-visible:outline-none"
                    {...form.register("selectors")}
                  />
                  <span className="text-ink">{SCRAPE_SELECTOR_LABELS[selector]}</span>
                </label>
              ))}
            </div>
            {selectorsError && (
              <p id={selectorsErrorId} role="alert" className="mt-1.5 text-sm text-danger">
                {selectorsError}
              </p>
            )}
          </fieldset>
          <div>
            <Button type="submit" disabled={pending} aria-busy={pending} className="w-full sm:w-auto">
              {pending ? "Scraping..." : "Scrape"}
            </Button>
          </div>
        </form>
      </Card>

      {pending && <Spinner label="Reading the page" />}
      {scrape.isError && (
        <div role="alert" className="rounded-2xl border border-danger/40 bg-white p-4 text-danger">
          {errorText(scrape.error, SCRAPING_FAILED)}
        </div>
      )}
      {scrape.isSuccess && <ScrapeResults result={scrape.data} />}
    </div>
  );
}

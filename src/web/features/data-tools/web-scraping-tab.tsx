import { zodResolver } from "@hookform/resolvers/zod";
import { SCRAPE_SELECTOR_LABELS, SCRAPE_SELECTORS, SCRAPING_FAILED } from "@shared/schemas/data-tools";
import { useForm } from "react-hook-form";
import { CheckboxCardGroup } from "../../components/forms/checkbox-card-group";
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
          <CheckboxCardGroup
            legend="Parts of the page to collect"
            options={SCRAPE_SELECTORS.map((selector) => ({ value: selector, label: SCRAPE_SELECTOR_LABELS[selector] }))}
            registration={form.register("selectors")}
            error={selectorsError}
            columns="grid-cols-2 sm:grid-cols-5"
          />
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

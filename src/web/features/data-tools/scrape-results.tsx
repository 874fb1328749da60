import { SCRAPE_CAPS, type ScrapeResult } from "@shared/schemas/data-tools";
import type { ReactNode } from "react";
import { Card } from "../../components/ui/card";
import { NewTabLink } from "../../components/ui/new-tab-link";
import { formatScrapedAt, imageLabel, isEmptyScrape, shownOfText } from "./scrape-rules";

const LINK_CLASS =
  "text-plum underline underline-offset-4 hover:text-plum-dark focus-visible:outline-3 focus-visible:outline-forget";

/** A link to the scraped site, never loaded here. */
const ExternalLink = ({ href, children }: { href: string; children: ReactNode }) => (
  <NewTabLink href={href} className={LINK_CLASS}>
    {children}
  </NewTabLink>
);

/** What the page gave: each part asked for, with "showing N of M" where the display caps cut it. */
export function ScrapeResults({ result }: { result: ScrapeResult }) {
  const { data } = result;
  return (
    <Card className="p-4 sm:p-6">
      <h2 className="font-serif text-xl text-ink">Results</h2>
      <p className="mt-1 break-words text-sm text-muted">
        <ExternalLink href={result.url}>{result.url}</ExternalLink>, read{" "}
        <time dateTime={result.scraped_at}>{formatScrapedAt(result.scraped_at)}</time>
      </p>
      {isEmptyScrape(data) ? (
        <p className="mt-4 rounded-xl bg-paper p-4 text-ink">
          The page had none of the parts asked for: no title, headings, paragraphs, links or images to show.
        </p>
      ) : (
        <div className="mt-4 flex flex-col gap-6">
          {data.title && (
            <Part title="Page title">
              <p className="break-words text-ink">{data.title}</p>
            </Part>
          )}
          {data.headings && data.headings.length > 0 && (
            <Part title={`Headings${shownOfText(data.headings.length, data.totals.headings)}`}>
              <ul className="flex flex-col gap-1.5">
                {data.headings.map((heading, index) => (
                  <li key={index} className="flex items-baseline gap-2 break-words text-ink">
                    <span className="shrink-0 rounded bg-blush px-1.5 text-xs font-semibold text-plum">
                      H{heading.level}
                    </span>
                    {heading.text}
                  </li>
                ))}
              </ul>
            </Part>
          )}
          {data.paragraphs && data.paragraphs.length > 0 && (
            <Part title={`Paragraphs${shownOfText(data.paragraphs.length, data.totals.paragraphs)}`}>
              <p className="mb-2 text-xs text-muted">Each cut to {SCRAPE_CAPS.paragraphChars} characters.</p>
              <ul className="flex flex-col gap-2">
                {data.paragraphs.map((paragraph, index) => (
                  <li key={index} className="break-words text-ink">
                    {paragraph}
                  </li>
                ))}
              </ul>
            </Part>
          )}
          {data.links && data.links.length > 0 && (
            <Part title={`Links${shownOfText(data.links.length, data.totals.links)}`}>
              <ul className="flex flex-col gap-1.5">
                {data.links.map((link, index) => (
                  <li key={index} className="break-words">
                    <ExternalLink href={link.href}>{link.text}</ExternalLink>
                    <span className="block text-xs text-muted">{link.href}</span>
                  </li>
                ))}
              </ul>
            </Part>
          )}
          {data.images && data.images.length > 0 && (
            <Part title={`Images${shownOfText(data.images.length, data.totals.images)}`}>
              <p className="mb-2 text-xs text-muted">Listed as links: images from other sites are not loaded here.</p>
              <ul className="flex flex-col gap-1.5">
                {data.images.map((image, index) => (
                  <li key={index} className="break-words">
                    <ExternalLink href={image.src}>{imageLabel(image)}</ExternalLink>
                    <span className="block text-xs text-muted">{image.src}</span>
                  </li>
                ))}
              </ul>
            </Part>
          )}
        </div>
      )}
    </Card>
  );
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h3 className="mb-2 text-sm font-semibold uppercase tracking-wide text-muted">{title}</h3>
      {children}
    </section>
  );
}

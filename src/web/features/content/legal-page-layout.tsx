import type { ReactNode } from "react";
import { usePageTitle } from "../../lib/use-page-title";

export const LEGAL_LAST_UPDATED = "November 2026";

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

interface LegalPageLayoutProps {
  title: string;
  intro: ReactNode;
  sections: ReadonlyArray<LegalSection>;
}

/** The shared frame of the legal pages: title, intro, a contents list and numbered sections. */
export function LegalPageLayout({ title, intro, sections }: LegalPageLayoutProps) {
  usePageTitle(title);
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 md:py-16">
      <header className="border-b border-line pb-8">
        <h1 className="font-serif text-4xl text-ink">{title}</h1>
        <p className="mt-2 text-sm text-muted">Last updated {LEGAL_LAST_UPDATED}</p>
        <div className="mt-6 space-y-4 text-lg leading-relaxed text-muted">{intro}</div>
      </header>

      <nav aria-label="Contents" className="mt-8 rounded-2xl border border-line bg-white p-5">
        <h2 className="font-serif text-lg text-ink">Contents</h2>
        <ol className="mt-3 list-decimal space-y-1.5 pl-5 text-sm">
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-plum underline-offset-4 hover:underline">
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <div className="mt-10 space-y-10">
        {sections.map((section, index) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="scroll-mt-6">
            <h2 id={`${section.id}-heading`} className="font-serif text-2xl text-ink">
              {index + 1}. {section.title}
            </h2>
            <div className="mt-3 space-y-3 leading-relaxed text-ink/90 [&_a]:text-plum [&_a]:underline [&_a]:underline-offset-4 [&_li]:ml-5 [&_ul]:list-disc [&_ul]:space-y-1.5">
              {section.body}
            </div>
          </section>
        ))}
      </div>
    </article>
  );
}

import type { ReactNode } from "react";
import { webHref } from "../../lib/web-href";

/**
 * A link to another site, opened in a new tab without handing it this page or vouching for it
 * (rel noopener noreferrer nofollow), and saying so to screen readers. An address that is not
 * http(s) is shown as plain text instead.
 */
export function NewTabLink({
  href,
  className,
  children,
}: {
  href: string | null | undefined;
  className?: string;
  children: ReactNode;
}) {
  const safe = webHref(href);
  if (!safe) return <span>{children}</span>;
  return (
    <a href={safe} target="_blank" rel="noopener noreferrer nofollow" className={className}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

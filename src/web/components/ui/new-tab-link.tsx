import { safeWebLink } from "@shared/domain/web-links";
import type { ReactNode } from "react";

/**
 * A link to another site, opened in a new tab without handing it this page or vouching for it
 * (rel noopener noreferrer nofollow), and saying so to screen readers. An address the one link
 * rule refuses (shared/domain/web-links.ts) is shown as plain text instead.
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
  const safe = safeWebLink(href);
  if (!safe) return <span>{children}</span>;
  return (
    <a href={safe} target="_blank" rel="noopener noreferrer nofollow" className={className}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

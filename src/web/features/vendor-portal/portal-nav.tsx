import type { MouseEvent } from "react";
import { OVERVIEW_SECTIONS, type OverviewSectionId } from "./portal-access";

/** The scroll links (spec §2): in-page anchors into the Overview's sections, styled as links, not as tabs. */
export function PortalNav({ onJump }: { onJump: (id: OverviewSectionId) => void }) {
  const jump = (event: MouseEvent<HTMLAnchorElement>, id: OverviewSectionId) => {
    // The section may sit on a tab that is not open: the page opens Overview, then scrolls.
    event.preventDefault();
    onJump(id);
  };
  return (
    <nav aria-labelledby="portal-nav-label" className="flex flex-wrap items-baseline gap-x-4 gap-y-1 text-sm">
      <span id="portal-nav-label" className="text-muted">
        Jump to
      </span>
      <ul className="contents">
        {OVERVIEW_SECTIONS.map(({ id, label }) => (
          <li key={id}>
            <a
              href={`#${id}`}
              onClick={(event) => jump(event, id)}
              className="inline-block py-1 font-medium text-plum underline decoration-plum/40 underline-offset-4 hover:decoration-plum"
            >
              {label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

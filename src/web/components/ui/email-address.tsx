import { Fragment } from "react";
import { cn } from "../../lib/cn";

/**
 * An e-mail address that wraps only where a reader expects it to: after the "@" and before each ".".
 * A part longer than the line still breaks as a last resort (overflow-wrap: break-word), but a table
 * column sized to its content keeps whole parts instead of cutting words letter by letter.
 */
export function EmailAddress({ address, className }: { address: string; className?: string }) {
  const parts = address.split(/(?<=@)|(?=\.)/);
  return (
    <span className={cn("[overflow-wrap:break-word]", className)}>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}

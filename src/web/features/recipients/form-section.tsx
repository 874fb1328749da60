import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

interface FormSectionProps {
  legend: string;
  description?: ReactNode;
  className?: string;
  children: ReactNode;
}

/**
 * One titled part of a long form: a fieldset whose legend is also a heading (so screen-reader
 * users can jump between sections), laid out as a card. The float keeps the legend in the flow.
 */
export function FormSection({ legend, description, className, children }: FormSectionProps) {
  return (
    <fieldset className={cn("min-w-0 rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-6", className)}>
      <legend className="float-left w-full">
        <h2 className="font-serif text-xl text-ink">{legend}</h2>
      </legend>
      {description && <p className="clear-left pt-1 text-sm text-muted">{description}</p>}
      <div className="clear-left flex flex-col gap-4 pt-4">{children}</div>
    </fieldset>
  );
}

/** A smaller group inside a section (e.g. the Flowers block of personalisation). */
export function SubSection({ legend, description, children }: Omit<FormSectionProps, "className">) {
  return (
    <fieldset className="min-w-0 border-t border-line pt-4">
      <legend className="float-left w-full">
        <h3 className="font-medium text-ink">{legend}</h3>
      </legend>
      {description && <p className="clear-left pt-1 text-sm text-muted">{description}</p>}
      <div className="clear-left flex flex-col gap-4 pt-3">{children}</div>
    </fieldset>
  );
}

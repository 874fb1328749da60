import type { LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { cn } from "../lib/cn";
import { Button } from "./ui/button";
import { Card } from "./ui/card";

export interface NextStep {
  icon: LucideIcon;
  title: string;
  text: string;
}

interface WhatHappensNextProps {
  steps: readonly NextStep[];
  /** Extra classes for the steps card (its top margin). */
  className?: string;
}

/** "What happens next": the numbered steps that follow a confirmation (an order, a vendor application). */
export function NextStepsCard({ steps, className }: WhatHappensNextProps) {
  return (
    <Card className={cn("mt-8 p-6", className)}>
      <h2 className="font-serif text-2xl text-ink">What happens next</h2>
      <ol className="mt-6 space-y-6">
        {steps.map((step) => (
          <li key={step.title} className="flex gap-4">
            <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-blush text-plum">
              <step.icon aria-hidden="true" className="h-5 w-5" />
            </span>
            <div>
              <h3 className="font-semibold text-ink">{step.title}</h3>
              <p className="mt-1 text-muted">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </Card>
  );
}

/** The end of an order confirmation: the steps that follow, then on to the account or another recipient. */
export function WhatHappensNext({ steps, className }: WhatHappensNextProps) {
  return (
    <>
      <NextStepsCard steps={steps} className={className} />
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Button asChild>
          <Link to="/account">View My Account</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/recipient-setup">Set Up Another Recipient</Link>
        </Button>
      </div>
    </>
  );
}

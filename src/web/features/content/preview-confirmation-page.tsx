import { CircleCheck, Gift, Sparkles, Truck } from "lucide-react";
import { FlowerMark } from "../../components/ui/flower-mark";
import { type NextStep, WhatHappensNext } from "../../components/what-happens-next";
import { usePageTitle } from "../../lib/use-page-title";

const NEXT_STEPS: readonly NextStep[] = [
  {
    icon: Gift,
    title: "We curate the first gift",
    text: "A local vendor reads the recipient's profile and chooses something just for them.",
  },
  {
    icon: Truck,
    title: "First delivery in 7-10 business days",
    text: "The first gift arrives within 7-10 business days, with free delivery anywhere in Australia.",
  },
  {
    icon: Sparkles,
    title: "Surprises that keep coming",
    text: "A new gift follows every month, plus any special-date deliveries you added.",
  },
];

export function Component() {
  usePageTitle("Thank You (Preview)");
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 md:py-16">
      <p className="rounded-xl border border-line bg-white p-3 text-center text-sm text-muted">
        This is a preview of our order confirmation page. No order has been placed.
      </p>
      <div className="mt-10 text-center">
        <div className="relative mx-auto h-20 w-20">
          <FlowerMark className="h-20 w-20" />
          <CircleCheck
            aria-hidden="true"
            className="absolute -right-1 -bottom-1 h-8 w-8 rounded-full bg-white text-leaf"
          />
        </div>
        <h1 className="mt-6 font-serif text-4xl text-ink">Thank you!</h1>
        <p className="mt-4 text-lg text-muted">
          Your subscription is confirmed. Someone special is about to feel very remembered.
        </p>
        <p className="mt-2 text-muted">A confirmation e-mail is on its way to your inbox.</p>
      </div>

      <WhatHappensNext steps={NEXT_STEPS} className="mt-10" />
    </div>
  );
}

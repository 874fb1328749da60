import { CircleCheck, Gift, Mail, SearchCheck } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button";
import { type NextStep, NextStepsCard } from "../../components/what-happens-next";
import { usePageTitle } from "../../lib/use-page-title";

const NEXT_STEPS: readonly NextStep[] = [
  {
    icon: SearchCheck,
    title: "We review your application",
    text: "Someone from our partner team reads every application, usually within a couple of business days.",
  },
  {
    icon: Mail,
    title: "You hear from us by e-mail",
    text: "We'll e-mail you as soon as we've decided, whether you're approved or not.",
  },
  {
    icon: Gift,
    title: "Get your gift boxes ready now",
    text: "You can sign in straight away and set up your gift boxes. They stay hidden from customers until you're approved.",
  },
];

/**
 * /vendor-application-confirmation?id=: the same thank-you for everyone. The id in the address is
 * never read, so the page reveals nothing about any application.
 */
export function Component() {
  usePageTitle("Application Received");
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-8 sm:py-12">
      <div className="text-center">
        <CircleCheck aria-hidden="true" className="mx-auto h-14 w-14 text-leaf" />
        <h1 className="mt-4 font-serif text-3xl text-ink sm:text-4xl">Thank you — your application is in</h1>
        <p className="mt-3 text-lg leading-relaxed text-muted">
          We're so glad you'd like to make gifts with us. Your vendor account has been created and is waiting for
          review.
        </p>
      </div>

      <NextStepsCard steps={NEXT_STEPS} className="p-5 sm:p-6" />

      <div className="mt-8 flex flex-col items-center gap-4">
        <Button asChild>
          <Link to="/vendor-signin">Sign In to the Vendor Portal</Link>
        </Button>
        <p className="text-center text-sm text-muted">
          Questions in the meantime?{" "}
          <Link to="/vendor-support" className="text-plum underline underline-offset-4 hover:text-plum-dark">
            Contact vendor support
          </Link>
        </p>
      </div>
    </div>
  );
}

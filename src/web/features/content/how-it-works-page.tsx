import { formatCents } from "@shared/domain/money";
import {
  ANNUAL_DISCOUNT_PERCENT,
  chargeCents,
  DELIVERY_PRICE_CENTS,
  DELIVERY_PRICE_TEXT,
  SPECIAL_DATE_ADD_ON_CENTS,
} from "@shared/domain/pricing";
import { CalendarHeart, Gift, HeartHandshake, PackageCheck } from "lucide-react";
import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { usePageTitle } from "../../lib/use-page-title";
import { Faq, type FaqItem } from "./faq";

const STEPS = [
  {
    icon: Gift,
    title: "Choose a gift plan",
    text: "Browse our plans — In Bloom for flowers, The Unwind Edit for self-care, Moments to Savour for gourmet treats, Stay In, Stay Close for intimate wellness, or The Lucky Dip for a surprise mix.",
  },
  {
    icon: HeartHandshake,
    title: "Tell us about your recipient",
    text: "Create a recipient profile with their delivery address, favourite things, anything to avoid, and the dates that matter to them. You can add personal messages that we tuck into their gifts.",
  },
  {
    icon: PackageCheck,
    title: "Sit back while we deliver",
    text: "A local vendor curates each gift around their profile and delivers it every month. Your first delivery arrives within 7–10 business days, and you can add one-off deliveries for birthdays, anniversaries and other special dates.",
  },
] as const;

const FAQ_ITEMS: ReadonlyArray<FaqItem> = [
  {
    id: "frequency",
    question: "How often are gifts delivered?",
    answer: (
      <>
        <p>
          As often as you choose: weekly, fortnightly, monthly or quarterly, one curated gift each time. Your first gift
          arrives within 7–10 days of checkout, and the rest follow on that regular schedule.
        </p>
        <p>
          You can also add one-off deliveries for special dates — Valentine's Day, Mother's Day, Father's Day, or your
          recipient's birthday and anniversary — for {formatCents(SPECIAL_DATE_ADD_ON_CENTS)} each.
        </p>
      </>
    ),
  },
  {
    id: "change-plan",
    question: "Can I change my gift plan?",
    answer: (
      <p>
        Yes. You can change a recipient's gift plan at any time from your account. The new plan starts from the next
        delivery as long as that delivery is at least 21 days away. If it is sooner than that, the next gift goes out as
        planned and the new plan starts with the delivery after it — we'll tell you which one when you make the change.
      </p>
    ),
  },
  {
    id: "who-for",
    question: "Who is Forget Me Not for?",
    answer: (
      <p>
        Anyone you want to keep in touch with: a partner, a parent or grandparent, a friend interstate, a colleague or a
        client — or yourself. Each plan suits different relationships, and we'll gently flag it if a plan you choose
        isn't usually picked for the relationship you've entered.
      </p>
    ),
  },
  {
    id: "not-home",
    question: "What if my recipient isn't home when the gift arrives?",
    answer: (
      <>
        <p>
          Add delivery instructions to the recipient's profile, such as a safe place to leave the parcel or a neighbour
          who can accept it. Our vendors and couriers follow those instructions.
        </p>
        <p>
          If nobody is home and there is nowhere safe to leave it, the courier leaves a card explaining how to collect
          the gift or arrange another delivery. Gifts that include alcohol are never left unattended: they are handed
          only to an adult, and proof of age may be needed.
        </p>
      </>
    ),
  },
  {
    id: "billing",
    question: "How does billing work?",
    answer: (
      <>
        <p>
          Every delivery is {formatCents(DELIVERY_PRICE_CENTS)}, whatever you choose. Pay as you go, before each
          delivery, or pay for a year of deliveries up front and save {ANNUAL_DISCOUNT_PERCENT}% (a monthly plan is{" "}
          {formatCents(chargeCents("monthly", "annual"))} a year). Special-date add-ons are{" "}
          {formatCents(SPECIAL_DATE_ADD_ON_CENTS)} each, charged once with your first payment.
        </p>
        <p>
          All prices are in Australian dollars and include GST, and delivery within Australia is free. You can pause one
          delivery at a time or cancel whenever you like from your account.
        </p>
      </>
    ),
  },
  {
    id: "pause",
    question: "Can I pause a subscription?",
    answer: (
      <p>
        Yes, once the first delivery has arrived. A pause skips the next regular delivery, you aren't charged for that
        month, and the subscription resumes by itself afterwards. You can pause again once it has resumed.
      </p>
    ),
  },
];

export function Component() {
  usePageTitle(
    "How It Works",
    "How Forget Me Not works: choose a gift plan, tell us about someone you love, and a local vendor delivers a curated gift on repeat. Pricing, pausing and answers to common questions.",
  );
  const { hash } = useLocation();

  // Arriving at /how-it-works#faq scrolls to the FAQ once the page (a lazy chunk) has rendered.
  useEffect(() => {
    if (hash === "#faq") document.getElementById("faq")?.scrollIntoView();
  }, [hash]);

  return (
    <>
      <section className="bg-gradient-to-b from-blush/60 to-paper">
        <div className="mx-auto max-w-6xl px-4 py-12 text-center md:py-16">
          <h1 className="font-serif text-4xl text-ink sm:text-5xl">How It Works</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-muted">
            Set it up once and someone you love receives a thoughtful, locally curated gift every month.
          </p>
        </div>
      </section>

      <section aria-labelledby="steps-heading" className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="steps-heading" className="sr-only">
          Three steps
        </h2>
        <ol className="grid gap-6 md:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step.title}>
              <Card className="h-full p-6">
                <span className="flex h-12 w-12 items-center justify-center rounded-full bg-blush text-plum">
                  <step.icon aria-hidden="true" className="h-6 w-6" />
                </span>
                <p className="mt-4 text-sm font-semibold text-plum">Step {index + 1}</p>
                <h3 className="mt-1 font-serif text-xl text-ink">{step.title}</h3>
                <p className="mt-2 leading-relaxed text-muted">{step.text}</p>
              </Card>
            </li>
          ))}
        </ol>
        <Card className="mt-8 flex flex-col gap-4 bg-white p-6 md:flex-row md:items-center md:justify-between">
          <div className="flex items-start gap-3">
            <CalendarHeart aria-hidden="true" className="mt-1 h-6 w-6 shrink-0 text-plum" />
            <p className="text-ink">
              <strong className="font-semibold">{DELIVERY_PRICE_TEXT}</strong>, weekly to quarterly, or a year up front
              to save {ANNUAL_DISCOUNT_PERCENT}%. Special-date deliveries {formatCents(SPECIAL_DATE_ADD_ON_CENTS)} each.
              GST included, free delivery Australia-wide.
            </p>
          </div>
          <Button asChild className="shrink-0">
            <Link to="/gift-boxes">Choose a Gift Plan</Link>
          </Button>
        </Card>
      </section>

      <section id="faq" aria-labelledby="faq-heading" className="scroll-mt-6 mx-auto max-w-3xl px-4 pb-16">
        <h2 id="faq-heading" className="font-serif text-3xl text-ink">
          Frequently asked questions
        </h2>
        <p className="mt-2 mb-6 text-muted">
          Can't find your answer?{" "}
          <Link to="/story#contact" className="text-plum underline underline-offset-4 hover:text-plum-dark">
            Send us a message
          </Link>
          .
        </p>
        <Faq items={FAQ_ITEMS} />
      </section>
    </>
  );
}

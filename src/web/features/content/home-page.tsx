import { LUCKY_DIP_NAME } from "@shared/domain/catalogue";
import { DELIVERY_PRICE_TEXT } from "@shared/domain/pricing";
import type { GiftBox } from "@shared/schemas/gift-box";
import { useGiftBoxes } from "@web/features/catalogue/api/get-gift-boxes";
import { Link } from "react-router";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import {
  BathIcon,
  BloomIcon,
  CalendarHeartIcon,
  GiftIcon,
  HandsHeartIcon,
  type Icon,
  PlateIcon,
  SparkleIcon,
  TruckIcon,
} from "../../components/ui/icons";
import { Skeleton } from "../../components/ui/skeleton";
import { usePageTitle } from "../../lib/use-page-title";
import { HeroIllustration, SprigDivider } from "./illustrations";

const STEPS: ReadonlyArray<{ icon: Icon; title: string; text: string }> = [
  {
    icon: GiftIcon,
    title: "Choose a gift plan",
    text: "Pick from flowers, gourmet treats, self-care or something more intimate — or let us surprise them.",
  },
  {
    icon: HandsHeartIcon,
    title: "Tell us about them",
    text: "Share their tastes, the things to avoid and the dates that matter. The more we know, the more personal each gift feels.",
  },
  {
    icon: TruckIcon,
    title: "We deliver, on repeat",
    text: "A local vendor curates and delivers a gift every month, plus extra surprises on birthdays and anniversaries if you like.",
  },
];

const CATEGORIES: ReadonlyArray<{ icon: Icon; title: string; text: string }> = [
  {
    icon: BloomIcon,
    title: "Flowers",
    text: "Seasonal blooms and botanical gifts arranged by florists near your recipient.",
  },
  {
    icon: PlateIcon,
    title: "Gourmet",
    text: "Small-batch treats, pantry favourites and something good to share.",
  },
  {
    icon: BathIcon,
    title: "Self-Care",
    text: "Skincare, candles and unhurried rituals for a proper night in.",
  },
  {
    icon: SparkleIcon,
    title: "Pleasure",
    text: "Tasteful intimate-wellness gifts, packed discreetly and only sent where they are welcome.",
  },
];

function Hero() {
  return (
    <section aria-labelledby="hero-heading" className="bg-gradient-to-b from-blush/60 to-paper">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 md:grid-cols-2 md:py-20">
        <div>
          <p className="text-sm font-semibold tracking-wide text-plum uppercase">Recurring gifts across Australia</p>
          <h1 id="hero-heading" className="mt-3 font-serif text-4xl leading-tight text-ink sm:text-5xl">
            Thoughtful gifts that keep arriving
          </h1>
          <p className="mt-5 max-w-prose text-lg leading-relaxed text-muted">
            Choose a gift plan, tell us about someone you love, and local Australian vendors will deliver a curated
            surprise to their door every month — with extra touches on the dates that matter.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to="/gift-boxes">Start Gifting</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/how-it-works">See How It Works</Link>
            </Button>
          </div>
          <p className="mt-6 text-sm text-muted">
            {DELIVERY_PRICE_TEXT} · free delivery Australia-wide · prices include GST
          </p>
        </div>
        <HeroIllustration className="mx-auto w-full max-w-xs md:max-w-md" />
      </div>
    </section>
  );
}

function HowItWorksSection() {
  return (
    <section aria-labelledby="steps-heading" className="mx-auto max-w-6xl px-4 py-16">
      <div className="text-center">
        <h2 id="steps-heading" className="font-serif text-3xl text-ink">
          How it works
        </h2>
        <p className="mt-3 text-muted">Three simple steps, then we take care of the remembering.</p>
      </div>
      <ol className="mt-10 grid gap-6 md:grid-cols-3">
        {STEPS.map((step, index) => (
          <li key={step.title}>
            <Card className="h-full p-6">
              <div className="flex items-center gap-3">
                <span className="flex h-11 w-11 items-center justify-center rounded-full bg-blush text-plum">
                  <step.icon aria-hidden="true" className="h-5 w-5" />
                </span>
                <span className="text-sm font-semibold text-plum">Step {index + 1}</span>
              </div>
              <h3 className="mt-4 font-serif text-xl text-ink">{step.title}</h3>
              <p className="mt-2 leading-relaxed text-muted">{step.text}</p>
            </Card>
          </li>
        ))}
      </ol>
      <div className="mt-8 text-center">
        <Button asChild variant="link">
          <Link to="/how-it-works">Read the full guide</Link>
        </Button>
      </div>
    </section>
  );
}

function CategoriesSection() {
  return (
    <section aria-labelledby="categories-heading" className="bg-white">
      <div className="mx-auto max-w-6xl px-4 py-16">
        <div className="text-center">
          <h2 id="categories-heading" className="font-serif text-3xl text-ink">
            Something for every kind of love
          </h2>
          <p className="mt-3 text-muted">Four gift categories, each curated by vendors who know their craft.</p>
        </div>
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {CATEGORIES.map((category) => (
            <li key={category.title}>
              <Card className="h-full bg-paper p-6 text-center">
                <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-blush text-plum">
                  <category.icon aria-hidden="true" className="h-6 w-6" />
                </span>
                <h3 className="mt-4 font-serif text-xl text-ink">{category.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-muted">{category.text}</p>
              </Card>
            </li>
          ))}
        </ul>
        <div className="mt-10 text-center">
          <Button asChild>
            <Link to="/gift-boxes">Explore All Gift Plans</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}

function WhoItsForSection() {
  return (
    <section aria-labelledby="who-heading" className="mx-auto max-w-6xl px-4 py-16">
      <div className="mx-auto max-w-3xl text-center">
        <SprigDivider className="mx-auto h-6 w-40" />
        <h2 id="who-heading" className="mt-4 font-serif text-3xl text-ink">
          Who it's for
        </h2>
        <div className="mt-6 space-y-4 text-lg leading-relaxed text-muted">
          <p>
            For the partner working away, the mum who insists she doesn't need anything, and the best friend who moved
            interstate. For the grandparent who loves a knock at the door, and the mate who is doing it tough and won't
            say so.
          </p>
          <p>
            Life is busy and good intentions slip. Forget Me Not turns a moment of thoughtfulness into a steady rhythm
            of care: you set it up once, and every month someone you love opens a gift chosen just for them.
          </p>
        </div>
        <div className="mt-8 flex flex-wrap justify-center gap-x-6 gap-y-3 text-sm text-ink">
          <span className="inline-flex items-center gap-2">
            <CalendarHeartIcon aria-hidden="true" className="h-5 w-5 text-plum" />
            Birthdays and anniversaries remembered
          </span>
          <span className="inline-flex items-center gap-2">
            <TruckIcon aria-hidden="true" className="h-5 w-5 text-plum" />
            Free delivery Australia-wide
          </span>
        </div>
      </div>
    </section>
  );
}

function GiftBoxCard({ box }: { box: GiftBox }) {
  return (
    <Card className="flex h-full flex-col overflow-hidden">
      <img
        src={box.imageUrl}
        alt={box.name}
        width={480}
        height={360}
        loading="lazy"
        className="aspect-[4/3] w-full bg-blush object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <h3 className="font-serif text-xl text-ink">
          <Link
            to={`/gift-box/${box.id}`}
            className="rounded-sm after:absolute after:inset-0 after:rounded-2xl hover:text-plum"
          >
            {box.name}
          </Link>
        </h3>
        <p className="mt-2 line-clamp-3 flex-1 text-sm leading-relaxed text-muted">{box.description}</p>
        <p className="mt-4 font-medium text-ink">{DELIVERY_PRICE_TEXT}</p>
      </div>
    </Card>
  );
}

function PopularGiftBoxes() {
  const { data, isPending, isError } = useGiftBoxes();
  const boxes = (data ?? []).filter((box) => box.name !== LUCKY_DIP_NAME).slice(0, 3);

  return (
    <section aria-labelledby="popular-heading" className="bg-white">
      <div className="mx-auto max-w-6xl px-4 py-16">
        <div className="flex flex-col items-start justify-between gap-4 sm:flex-row sm:items-end">
          <div>
            <h2 id="popular-heading" className="font-serif text-3xl text-ink">
              Popular gift boxes
            </h2>
            <p className="mt-2 text-muted">A taste of what arrives each month.</p>
          </div>
          <Button asChild variant="outline">
            <Link to="/gift-boxes">View all gift boxes</Link>
          </Button>
        </div>

        {isPending ? (
          <div className="mt-8 grid gap-6 md:grid-cols-3" role="status" aria-label="Loading gift boxes">
            {[0, 1, 2].map((index) => (
              <div key={index} data-testid="gift-box-skeleton" className="rounded-2xl border border-line bg-white">
                <Skeleton className="aspect-[4/3] w-full rounded-b-none rounded-t-2xl" />
                <div className="space-y-3 p-5">
                  <Skeleton className="h-6 w-2/3" />
                  <Skeleton className="h-4 w-full" />
                  <Skeleton className="h-4 w-5/6" />
                  <Skeleton className="h-5 w-1/3" />
                </div>
              </div>
            ))}
          </div>
        ) : isError ? (
          <p role="alert" className="mt-8 rounded-xl border border-danger/40 bg-white p-4 text-danger">
            Error loading gift boxes. Please try again later.
          </p>
        ) : boxes.length === 0 ? (
          <p className="mt-8 rounded-xl border border-line bg-paper p-6 text-center text-muted">
            No gift boxes are available just now. Please check back soon.
          </p>
        ) : (
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {boxes.map((box) => (
              <li key={box.id} className="relative">
                <GiftBoxCard box={box} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function VendorCallToAction() {
  return (
    <section aria-labelledby="vendor-cta-heading" className="mx-auto max-w-6xl px-4 py-16">
      <Card className="flex flex-col items-start gap-6 bg-blush/50 p-8 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id="vendor-cta-heading" className="font-serif text-2xl text-ink">
            Are you a local florist, baker or maker?
          </h2>
          <p className="mt-2 max-w-2xl text-muted">
            Partner with us to reach customers in your area with steady, recurring orders. We route each delivery to a
            vendor whose service area covers the recipient.
          </p>
        </div>
        <Button asChild>
          <Link to="/vendor-application">Become a Vendor</Link>
        </Button>
      </Card>
    </section>
  );
}

export function Component() {
  usePageTitle("Forget Me Not — recurring gifts, delivered across Australia");
  return (
    <>
      <Hero />
      <HowItWorksSection />
      <CategoriesSection />
      <WhoItsForSection />
      <PopularGiftBoxes />
      <VendorCallToAction />
    </>
  );
}

import { frequencyLabel } from "@shared/domain/frequency";
import { ANNUAL_SAVING_TEXT, DELIVERY_PRICE_TEXT } from "@shared/domain/pricing";
import type { User } from "@shared/schemas/auth";
import type { GiftBox } from "@shared/schemas/gift-box";
import { CalendarHeart, Check, Gift, MessageSquareHeart, ShieldCheck, Truck } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Skeleton } from "../../components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { highlightsFor } from "./gift-box-highlights";

export function Highlights({ items }: { items: string[] }) {
  return (
    <ul className="flex flex-col gap-2">
      {highlightsFor(items).map((item) => (
        <li key={item} className="flex items-start gap-2 text-ink">
          <Check aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-leaf" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

export function Perks({ frequency }: { frequency: string }) {
  const perks = [
    { icon: CalendarHeart, label: `${frequencyLabel(frequency)} delivery` },
    { icon: Truck, label: "Free Shipping" },
    { icon: Gift, label: "Premium Packaging" },
    { icon: ShieldCheck, label: "Satisfaction Guaranteed" },
  ];
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Included with every subscription">
      {perks.map(({ icon: Icon, label }) => (
        <li
          key={label}
          className="flex flex-col items-center gap-1.5 rounded-xl bg-blush/60 px-2 py-3 text-center text-sm text-ink"
        >
          <Icon aria-hidden="true" className="h-5 w-5 text-plum" />
          {label}
        </li>
      ))}
    </ul>
  );
}

/** Signed out: a way in. Signed in: the plan's details and the way to subscribe. */
export function SubscribePanel({ box, user }: { box: GiftBox; user: User | null | undefined }) {
  if (user === undefined) {
    return <Skeleton className="h-40 w-full rounded-2xl" />;
  }
  if (user === null) {
    return (
      <Card className="p-5">
        <p className="text-muted">Sign in or create an account to send this box to someone special.</p>
        <Button asChild size="lg" className="mt-4 w-full">
          <Link to="/account">Log in to Subscribe</Link>
        </Button>
      </Card>
    );
  }
  return (
    <Card className="p-5">
      <h2 className="font-serif text-xl text-ink">Subscription Details</h2>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-muted">Gift box</dt>
        <dd className="font-medium text-ink">{box.name}</dd>
        <dt className="text-muted">Delivery</dt>
        <dd className="font-medium text-ink">{frequencyLabel(box.frequency)}</dd>
        <dt className="text-muted">Price</dt>
        <dd className="font-medium text-ink">
          {DELIVERY_PRICE_TEXT}
          <span className="block font-normal text-muted">Or {ANNUAL_SAVING_TEXT}</span>
        </dd>
        <dt className="text-muted">First delivery</dt>
        <dd className="font-medium text-ink">Within 7-10 days</dd>
      </dl>
      <Button asChild size="lg" className="mt-5 w-full">
        <Link to={`/subscription/${box.id}`}>Start Your Subscription</Link>
      </Button>
    </Card>
  );
}

export function IncludedAndDelivery({ box }: { box: GiftBox }) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <Card className="p-5">
        <h2 className="font-serif text-xl text-ink">What's Included</h2>
        <p className="mt-2 text-muted">
          {box.whatsIncluded ||
            "A curated selection chosen for your recipient each delivery, with a handwritten card carrying your message."}
        </p>
      </Card>
      <Card className="p-5">
        <h2 className="font-serif text-xl text-ink">Delivery Information</h2>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-muted">Schedule</dt>
          <dd className="text-ink">
            {frequencyLabel(box.frequency)}. The first box arrives within 7-10 days of subscribing.
          </dd>
          <dt className="text-muted">Shipping</dt>
          <dd className="text-ink">
            Australia-wide: <strong className="font-semibold text-leaf">Free</strong>
          </dd>
        </dl>
      </Card>
    </div>
  );
}

export function DetailTabs({ box }: { box: GiftBox }) {
  return (
    <Tabs defaultValue="description">
      <TabsList aria-label="About this gift box">
        <TabsTrigger value="description">Description</TabsTrigger>
        <TabsTrigger value="expect">What to Expect</TabsTrigger>
        <TabsTrigger value="reviews">Reviews</TabsTrigger>
      </TabsList>
      <TabsContent value="description" className="max-w-3xl text-ink">
        <p>{box.description}</p>
        <p className="mt-3 text-muted">
          Each delivery is put together by a local partner near your recipient, so it arrives fresh and thoughtfully
          packed, with a card carrying your message.
        </p>
      </TabsContent>
      <TabsContent value="expect" className="max-w-3xl">
        <ol className="flex flex-col gap-4">
          {[
            ["Tell us about them", "Share your recipient's tastes, special dates and anything to avoid."],
            ["We curate each box", "A local partner chooses the contents to suit the preferences you shared."],
            [
              `${frequencyLabel(box.frequency)} deliveries`,
              "The first box arrives within 7-10 days. After your first delivery you can pause one delivery at a time.",
            ],
          ].map(([title, text], i) => (
            <li key={title} className="flex gap-3">
              <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-plum font-semibold text-white">
                {i + 1}
              </span>
              <div>
                <h3 className="font-semibold text-ink">{title}</h3>
                <p className="text-muted">{text}</p>
              </div>
            </li>
          ))}
        </ol>
      </TabsContent>
      <TabsContent value="reviews" className="max-w-3xl">
        <div className="flex items-start gap-3 rounded-2xl border border-dashed border-line bg-white p-5">
          <MessageSquareHeart aria-hidden="true" className="h-6 w-6 shrink-0 text-plum" />
          <div>
            <h3 className="font-semibold text-ink">No reviews yet</h3>
            <p className="text-muted">Reviews from subscribers will appear here once their first deliveries arrive.</p>
          </div>
        </div>
      </TabsContent>
    </Tabs>
  );
}

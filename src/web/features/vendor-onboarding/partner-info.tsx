import type { LucideIcon } from "lucide-react";
import {
  BadgeDollarSign,
  Gift,
  HeartHandshake,
  LayoutDashboard,
  MapPin,
  PackageCheck,
  Repeat,
  ShieldCheck,
  Sparkles,
  Truck,
} from "lucide-react";
import { Card } from "../../components/ui/card";

interface InfoPoint {
  icon: LucideIcon;
  title: string;
  text: string;
}

const WHY_PARTNER: readonly InfoPoint[] = [
  {
    icon: Repeat,
    title: "Orders that come back",
    text: "Our customers send gifts every week, fortnight, month or quarter, so the work keeps coming all year, not just around Valentine's Day.",
  },
  {
    icon: BadgeDollarSign,
    title: "You set your box's price",
    text: "Tell us what you charge for each gift box you make. We pay you that amount for every box you deliver.",
  },
  {
    icon: MapPin,
    title: "Deliveries close to you",
    text: "We send you orders for the suburbs and postcodes you already serve, so you're never driving across the state.",
  },
  {
    icon: Gift,
    title: "Know who you're making it for",
    text: "Each order comes with the few details that matter for the gift — the occasion and the recipient's likes — so every box feels personal.",
  },
  {
    icon: LayoutDashboard,
    title: "One simple portal",
    text: "Set up your gift boxes, see the orders routed to you and record each dispatch with a photo, all in one place.",
  },
];

const WHAT_WE_LOOK_FOR: readonly InfoPoint[] = [
  {
    icon: Sparkles,
    title: "Quality you're proud of",
    text: "Fresh flowers, baking from your own kitchen, products you'd happily give to someone you love.",
  },
  {
    icon: PackageCheck,
    title: "Reliability",
    text: "Boxes that leave on time, every time — and a quick word to us if something changes.",
  },
  {
    icon: Truck,
    title: "Local delivery in Australia",
    text: "You can get gifts to doors around your business, yourself or with a courier you trust.",
  },
  {
    icon: HeartHandshake,
    title: "Care with presentation",
    text: "Neat wrapping, a handwritten card, the little touches that make someone smile when they open the door.",
  },
  {
    icon: ShieldCheck,
    title: "The right paperwork",
    text: "An ABN, plus food-safety registration for food and a liquor licence if you include alcohol.",
  },
];

/** The application page's two info lists: Why Partner With Us and What We Look For. */
export function PartnerInfo() {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <InfoList id="why-partner" title="Why Partner With Us" points={WHY_PARTNER} />
      <InfoList id="what-we-look-for" title="What We Look For" points={WHAT_WE_LOOK_FOR} />
    </div>
  );
}

function InfoList({ id, title, points }: { id: string; title: string; points: readonly InfoPoint[] }) {
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby={id}>
        <h2 id={id} className="font-serif text-2xl text-ink">
          {title}
        </h2>
        <ul className="mt-5 space-y-5">
          {points.map((point) => (
            <li key={point.title} className="flex gap-3">
              <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-blush text-plum">
                <point.icon aria-hidden="true" className="h-5 w-5" />
              </span>
              <div>
                <h3 className="font-semibold text-ink">{point.title}</h3>
                <p className="mt-0.5 text-sm leading-relaxed text-muted">{point.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </Card>
  );
}

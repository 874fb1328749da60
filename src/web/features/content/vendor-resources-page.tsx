import { BookOpen, Boxes, Calculator, ChartColumn, Code, Images, PhoneCall, Video } from "lucide-react";
import type { ComponentType, SVGProps } from "react";
import { Link } from "react-router";
import { Card } from "../../components/ui/card";
import { usePageTitle } from "../../lib/use-page-title";

const RESOURCES: ReadonlyArray<{ icon: ComponentType<SVGProps<SVGSVGElement>>; title: string; text: string }> = [
  {
    icon: BookOpen,
    title: "Vendor handbook",
    text: "Our standards for curation, packaging, delivery and recipient privacy, all in one place.",
  },
  {
    icon: Video,
    title: "Video tutorials",
    text: "Short walkthroughs of the vendor portal: creating gift boxes and recording fulfilled orders.",
  },
  {
    icon: PhoneCall,
    title: "Onboarding call",
    text: "Book a call with our partner team to set up your shop and ask questions before your first order.",
  },
  {
    icon: ChartColumn,
    title: "Sales analytics",
    text: "Insights into your orders, busiest periods and most popular gift boxes.",
  },
  {
    icon: Boxes,
    title: "Inventory planning",
    text: "Tools to plan stock around upcoming deliveries and seasonal dates like Mother's Day.",
  },
  {
    icon: Calculator,
    title: "Pricing calculator",
    text: "Work out your costs and margin for each gift box after commission.",
  },
  {
    icon: Code,
    title: "API documentation",
    text: "Connect your own systems to receive orders and send dispatch updates automatically.",
  },
  {
    icon: Images,
    title: "Marketing assets",
    text: "Logos, badges and social media templates to tell your customers you partner with us.",
  },
];

export function Component() {
  usePageTitle("Vendor Resources");
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 md:py-16">
      <h1 className="font-serif text-4xl text-ink">Vendor Resources</h1>
      <p className="mt-4 max-w-2xl text-lg text-muted">
        We are building a library of guides and tools for our vendor partners. These resources are on their way; in the
        meantime, our{" "}
        <Link to="/vendor-support" className="text-plum underline underline-offset-4 hover:text-plum-dark">
          vendor support team
        </Link>{" "}
        is happy to help with anything you need.
      </p>

      <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {RESOURCES.map((resource) => (
          <li key={resource.title}>
            <Card className="flex h-full flex-col p-5">
              <div className="flex items-start justify-between gap-3">
                <span className="flex h-11 w-11 items-center justify-center rounded-full bg-blush text-plum">
                  <resource.icon aria-hidden="true" className="h-5 w-5" />
                </span>
                <span className="rounded-full bg-blush px-3 py-1 text-xs font-semibold text-plum">Coming soon</span>
              </div>
              <h2 className="mt-4 font-serif text-xl text-ink">{resource.title}</h2>
              <p className="mt-2 text-sm leading-relaxed text-muted">{resource.text}</p>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}

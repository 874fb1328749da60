import { Mail, MessageCircle } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { usePageTitle } from "../../lib/use-page-title";
import { CONTACT_EMAIL } from "./contact-form";

export function Component() {
  usePageTitle("Vendor Support");
  return (
    <div className="mx-auto max-w-4xl px-4 py-12 md:py-16">
      <h1 className="font-serif text-4xl text-ink">Vendor Support</h1>
      <p className="mt-4 max-w-2xl text-lg text-muted">
        Need a hand with an order, your gift boxes or the vendor portal? Our partner team is here to help.
      </p>

      <div className="mt-10 grid gap-6 md:grid-cols-2">
        <Card className="flex flex-col p-6">
          <span className="flex h-12 w-12 items-center justify-center rounded-full bg-blush text-plum">
            <Mail aria-hidden="true" className="h-6 w-6" />
          </span>
          <h2 className="mt-4 font-serif text-2xl text-ink">Email support</h2>
          <p className="mt-2 flex-1 leading-relaxed text-muted">
            Email us with your business name and, if it is about an order, the order number. We respond within 24 hours,
            Monday-Friday 9am-5pm AEST.
          </p>
          <Button asChild className="mt-6 self-start">
            <a href={`mailto:${CONTACT_EMAIL}?subject=Vendor%20support`}>Email {CONTACT_EMAIL}</a>
          </Button>
        </Card>

        <Card className="flex flex-col p-6">
          <span className="flex h-12 w-12 items-center justify-center rounded-full bg-blush text-plum">
            <MessageCircle aria-hidden="true" className="h-6 w-6" />
          </span>
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <h2 className="font-serif text-2xl text-ink">Live chat</h2>
            <span className="rounded-full bg-blush px-3 py-1 text-xs font-semibold text-plum">Coming soon</span>
          </div>
          <p className="mt-2 flex-1 leading-relaxed text-muted">
            Live chat with our partner team is coming soon. Until then, email support is the quickest way to reach us.
          </p>
          <p className="mt-6 rounded-xl border border-dashed border-line bg-paper p-3 text-sm text-muted">
            Live chat is not available yet.
          </p>
        </Card>
      </div>

      <section aria-labelledby="more-help" className="mt-12 rounded-2xl border border-line bg-white p-6">
        <h2 id="more-help" className="font-serif text-2xl text-ink">
          More help
        </h2>
        <ul className="mt-4 space-y-2">
          <li>
            <Link to="/vendor-signin" className="text-plum underline underline-offset-4 hover:text-plum-dark">
              Sign in to your vendor dashboard
            </Link>
          </li>
          <li>
            <Link to="/vendor-resources" className="text-plum underline underline-offset-4 hover:text-plum-dark">
              Vendor resources
            </Link>
          </li>
          <li>
            <Link to="/vendor-terms" className="text-plum underline underline-offset-4 hover:text-plum-dark">
              Vendor terms and conditions
            </Link>
          </li>
        </ul>
      </section>
    </div>
  );
}

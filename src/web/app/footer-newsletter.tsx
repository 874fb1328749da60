import { Link } from "react-router";
import { NewsletterSignupForm } from "../features/newsletter/newsletter-signup-form";

/** The footer's newsletter band: what the list is, then the sign-up form. */
export function FooterNewsletter() {
  return (
    <section aria-labelledby="footer-newsletter-title" className="border-b border-white/15">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 lg:grid-cols-2 lg:items-end lg:gap-12">
        <div>
          <h2 id="footer-newsletter-title" className="font-serif text-xl text-white">
            Gift ideas, about once a month
          </h2>
          <p className="mt-2 max-w-md text-sm leading-relaxed">
            New boxes from our vendors, a nudge before the dates that sneak up, and the occasional offer. Unsubscribe
            any time; see our{" "}
            <Link to="/privacy-policy" className="rounded-sm underline underline-offset-4 hover:text-white">
              Privacy Policy
            </Link>
            .
          </p>
        </div>
        <NewsletterSignupForm />
      </div>
    </section>
  );
}

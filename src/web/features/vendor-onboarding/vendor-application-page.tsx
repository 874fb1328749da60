import { Link } from "react-router";
import { Card } from "../../components/ui/card";
import { usePageTitle } from "../../lib/use-page-title";
import { PartnerInfo } from "./partner-info";
import { VendorApplicationForm } from "./vendor-application-form";

/** /vendor-application: why and how to partner with us, then the application form. */
export function Component() {
  usePageTitle(
    "Become a Vendor",
    "Local florists, bakers, spas and gift makers: apply to fulfil Forget Me Not's recurring gift boxes in your area.",
  );
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:py-12">
      <header className="max-w-3xl">
        <h1 className="font-serif text-3xl text-ink sm:text-4xl">Become a Vendor</h1>
        <p className="mt-3 text-lg leading-relaxed text-muted">
          Are you a local florist, baker, spa or gift maker? Our customers send gifts to the people they love all year
          round, and we'd love you to make them. Tell us about your business below.
        </p>
      </header>

      <div className="mt-8">
        <PartnerInfo />
      </div>

      <Card className="mx-auto mt-10 max-w-3xl p-5 sm:p-8">
        <h2 className="font-serif text-2xl text-ink">Your application</h2>
        <p className="mt-1 text-sm text-muted">
          Every field is needed unless it says optional. Already applied?{" "}
          <Link to="/vendor-signin" className="text-plum underline underline-offset-4 hover:text-plum-dark">
            Sign in here
          </Link>
          .
        </p>
        <div className="mt-6">
          <VendorApplicationForm />
        </div>
      </Card>
    </div>
  );
}

import { ForgotPasswordDialog } from "@web/features/account";
import { useState } from "react";
import { Link, Navigate } from "react-router";
import { Card } from "../../components/ui/card";
import { Spinner } from "../../components/ui/spinner";
import { useCurrentUser } from "../../lib/session";
import { usePageTitle } from "../../lib/use-page-title";
import { signedInVendorDestination } from "./vendor-onboarding-rules";
import { VendorSignIn } from "./vendor-sign-in";

const linkClass = "font-medium text-plum underline underline-offset-4 hover:text-plum-dark";

/** /vendor-signin: the vendor's way into the portal; a vendor who is already signed in goes straight there. */
export function Component() {
  usePageTitle("Vendor Sign In");
  const { user, isLoading } = useCurrentUser();
  // While a sign-in is under way the form navigates itself; the page does not redirect as well.
  const [signingIn, setSigningIn] = useState(false);
  const destination = signingIn ? null : signedInVendorDestination(user);

  if (isLoading) return <Spinner label="Checking your sign-in" />;
  if (destination) return <Navigate to={destination} replace />;

  return (
    <div className="mx-auto w-full max-w-md px-4 py-8 sm:py-12">
      <h1 className="text-center font-serif text-3xl text-ink">Vendor Sign In</h1>
      <p className="mt-2 text-center text-muted">Manage your gift boxes and the orders coming your way.</p>
      <Card className="mt-6 p-5 sm:p-6">
        {user && !signingIn && (
          // One session per browser: the server ends this one when the vendor signs in.
          <p className="mb-4 rounded-lg border border-line bg-blush/40 px-3 py-2 text-sm text-ink">
            You're signed in as {user.fullName}. Signing in as a vendor signs you out of that account on this device.
          </p>
        )}
        <VendorSignIn onSigningInChange={setSigningIn} />
        <div className="mt-4 text-center">
          <ForgotPasswordDialog />
        </div>
      </Card>
      <div className="mt-6 space-y-2 text-center text-sm text-muted">
        <p>
          New to Forget Me Not?{" "}
          <Link to="/vendor-application" className={linkClass}>
            Apply to become a vendor
          </Link>
        </p>
        <p>
          Sending gifts?{" "}
          <Link to="/account" className={linkClass}>
            Customer sign in
          </Link>
        </p>
      </div>
    </div>
  );
}

import type { User } from "@shared/schemas/auth";
import { WEB_PAGES } from "@shared/web-pages";
import { LogOut, Store } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { useLogout } from "../../lib/session";

/**
 * /account for a signed-in vendor: the customer account (recipients, subscriptions) is not theirs,
 * so instead of its error boxes they are shown the way to the vendor portal.
 */
export function VendorAccountNotice({ user }: { user: User }) {
  const navigate = useNavigate();
  const logout = useLogout();
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-8 sm:py-12">
      <Card className="flex flex-col items-center gap-4 p-6 text-center sm:p-8">
        <span className="flex h-12 w-12 items-center justify-center rounded-full bg-blush text-plum">
          <Store aria-hidden="true" className="h-6 w-6" />
        </span>
        <h1 className="font-serif text-3xl text-ink">You're signed in as a vendor</h1>
        <p className="text-muted">
          {user.email} is a vendor account. Your orders, gift boxes, payments and business details are in the vendor
          portal; recipients and gift subscriptions belong to customer accounts.
        </p>
        <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
          <Button asChild>
            <Link to={WEB_PAGES.vendorPortal.path}>Go to the Vendor Portal</Link>
          </Button>
          <Button
            variant="outline"
            disabled={logout.isPending}
            onClick={() => logout.mutate(undefined, { onSettled: () => navigate(WEB_PAGES.vendorSignIn.path) })}
          >
            <LogOut aria-hidden="true" className="h-4 w-4" />
            {logout.isPending ? "Signing out..." : "Sign Out"}
          </Button>
        </div>
      </Card>
    </div>
  );
}

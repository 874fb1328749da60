import type { User } from "@shared/schemas/auth";
import { SubscriptionListPanel } from "@web/features/subscriptions";
import { LogOut } from "lucide-react";
import { useNavigate } from "react-router";
import { Button } from "../../components/ui/button";
import { useLogout } from "../../lib/session";
import { AccountSecurityCard } from "./account-security-card";
import { accountGreeting } from "./greeting";
import { RecipientSection } from "./recipient-section";
import { SignedInProfileCard } from "./signed-in-profile-card";

/** The signed-in account (spec §2 "Account"): profile, recipients, subscriptions, password and devices, and Sign Out. */
export function SignedInAccount({ user }: { user: User }) {
  const navigate = useNavigate();
  const logout = useLogout();

  function signOut() {
    logout.mutate(undefined, { onSettled: () => navigate("/account") });
  }

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-8 sm:py-12">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="font-serif text-3xl break-words text-ink sm:text-4xl">{accountGreeting(user)}</h1>
          <p className="mt-1 text-muted">Manage your details, recipients and gift plans.</p>
        </div>
        <Button variant="outline" onClick={signOut} disabled={logout.isPending} className="self-start sm:self-auto">
          <LogOut aria-hidden="true" className="h-4 w-4" />
          {logout.isPending ? "Signing out..." : "Sign Out"}
        </Button>
      </header>

      <SignedInProfileCard user={user} />
      <RecipientSection userId={user.id} />
      <SubscriptionListPanel
        id="subscriptions"
        title="Your Subscriptions"
        description="Your recurring gift deliveries: what's coming next, pausing a delivery, and billing."
      />
      <AccountSecurityCard />
    </div>
  );
}

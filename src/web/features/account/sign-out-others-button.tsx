import { MonitorSmartphone } from "lucide-react";
import { Button } from "../../components/ui/button";
import { useToast } from "../../components/ui/toast";
import { useSignOutOthers } from "./api/sign-out-others";

function endedDescription(ended: number): string {
  if (ended === 0) return "No other device was signed in. You're still signed in here.";
  return `${ended} other ${ended === 1 ? "session was" : "sessions were"} signed out. You're still signed in here.`;
}

/** Ends every other session of the account (a lost phone, a shared computer); this one stays. */
export function SignOutOthersButton() {
  const toast = useToast();
  const signOutOthers = useSignOutOthers();

  function onClick() {
    signOutOthers.mutate(undefined, {
      onSuccess: ({ endedSessions }) =>
        toast({ title: "Signed out of other devices", description: endedDescription(endedSessions) }),
      onError: () =>
        toast({
          title: "Error",
          description: "Failed to sign out other devices. Please try again.",
          variant: "destructive",
        }),
    });
  }

  return (
    <Button variant="outline" size="sm" onClick={onClick} disabled={signOutOthers.isPending}>
      <MonitorSmartphone aria-hidden="true" className="h-4 w-4" />
      {signOutOthers.isPending ? "Signing out..." : "Sign out of other devices"}
    </Button>
  );
}

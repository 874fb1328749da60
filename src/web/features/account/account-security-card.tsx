import { KeyRound, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { ChangePasswordForm } from "./change-password-form";
import { SignOutOthersButton } from "./sign-out-others-button";

/** "Password and devices": change the password, and sign out every other session. */
export function AccountSecurityCard() {
  const headingId = useId();
  const [changing, setChanging] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const wasChanging = useRef(false);

  // Closing the form (done or cancelled) puts focus back on its toggle.
  useEffect(() => {
    if (!changing && wasChanging.current) toggleRef.current?.focus();
    wasChanging.current = changing;
  }, [changing]);

  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="font-serif text-2xl text-ink">
          Password and devices
        </h2>
        <div className="mt-4 flex flex-col gap-3 border-b border-line pb-5 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0">
            <h3 className="font-medium text-ink">Password</h3>
            <p className="text-sm text-muted">Choose a new password. You'll need your current one.</p>
          </div>
          <Button
            ref={toggleRef}
            variant="outline"
            size="sm"
            aria-expanded={changing}
            onClick={() => setChanging((c) => !c)}
            className="self-start sm:self-auto"
          >
            {changing ? (
              <X aria-hidden="true" className="h-4 w-4" />
            ) : (
              <KeyRound aria-hidden="true" className="h-4 w-4" />
            )}
            {changing ? "Cancel" : "Change password"}
            {changing && <span className="sr-only"> password change</span>}
          </Button>
        </div>
        {changing && (
          <div className="border-b border-line pb-5">
            <ChangePasswordForm onDone={() => setChanging(false)} />
          </div>
        )}
        <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0">
            <h3 className="font-medium text-ink">Other devices</h3>
            <p className="text-sm text-muted">
              Signed in on a shared computer or a lost phone? End those sessions; this one stays.
            </p>
          </div>
          <div className="self-start sm:self-auto">
            <SignOutOthersButton />
          </div>
        </div>
      </section>
    </Card>
  );
}

import { composeAddress, type User } from "@shared/schemas/auth";
import { Pencil, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { SignedInProfileForm } from "./signed-in-profile-form";

/** "Your profile": the customer's details, with an Edit / Cancel toggle that saves to the server. */
export function SignedInProfileCard({ user }: { user: User }) {
  const headingId = useId();
  const [editing, setEditing] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);

  // Leaving edit mode (Save or Cancel) puts focus back on the toggle.
  useEffect(() => {
    if (!editing && wasEditing.current) toggleRef.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby={headingId}>
        <div className="flex items-center justify-between gap-4">
          <h2 id={headingId} className="font-serif text-2xl text-ink">
            Your profile
          </h2>
          <Button
            ref={toggleRef}
            variant="outline"
            size="sm"
            aria-expanded={editing}
            onClick={() => setEditing((e) => !e)}
          >
            {editing ? <X aria-hidden="true" className="h-4 w-4" /> : <Pencil aria-hidden="true" className="h-4 w-4" />}
            {editing ? "Cancel" : "Edit"}
            <span className="sr-only"> profile</span>
          </Button>
        </div>
        {editing ? (
          <SignedInProfileForm user={user} onSaved={() => setEditing(false)} />
        ) : (
          <ProfileSummary user={user} />
        )}
      </section>
    </Card>
  );
}

function ProfileSummary({ user }: { user: User }) {
  const address = user.address || composeAddress(user);
  return (
    <dl className="mt-4 grid gap-4 sm:grid-cols-2">
      <ProfileItem label="Name" value={user.fullName} />
      <ProfileItem label="Email" value={user.email} />
      <ProfileItem label="Phone" value={user.phone} />
      <ProfileItem label="Address" value={address} />
    </dl>
  );
}

function ProfileItem({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm font-medium text-muted">{label}</dt>
      <dd className="mt-0.5 break-words text-ink">{value || "Not provided"}</dd>
    </div>
  );
}

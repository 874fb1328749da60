import { zodResolver } from "@hookform/resolvers/zod";
import { changePasswordFormSchema } from "@shared/schemas/auth";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "../../components/ui/button";
import { Field } from "../../components/ui/field";
import { Input } from "../../components/ui/input";
import { useToast } from "../../components/ui/toast";
import { fieldErrorsOf } from "../../lib/api";
import { setServerFieldErrors } from "../../lib/form-errors";
import { useChangePassword } from "./api/change-password";

type FormInput = z.input<typeof changePasswordFormSchema>;
type FormOutput = z.output<typeof changePasswordFormSchema>;
const FORM_FIELDS = new Set(["currentPassword", "newPassword", "confirmNewPassword"]);

/** The signed-in account's password change: the current password, then the new one twice. */
export function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const toast = useToast();
  const changePassword = useChangePassword();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: "", newPassword: "", confirmNewPassword: "" },
  });
  const { errors } = form.formState;

  useEffect(() => form.setFocus("currentPassword"), [form]);

  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await changePassword.mutateAsync({ currentPassword, newPassword });
      toast({
        title: "Password changed",
        description: "Use your new password next time. Any other device signed in to your account has been signed out.",
      });
      form.reset();
      onDone();
    } catch (error) {
      const marked = setServerFieldErrors(form.setError, fieldErrorsOf(error), FORM_FIELDS);
      if (!marked)
        toast({ title: "Error", description: "Failed to change password. Please try again.", variant: "destructive" });
    }
  });

  const pending = changePassword.isPending || form.formState.isSubmitting;
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Change password" className="mt-4 flex flex-col gap-4">
      <Field label="Current password" error={errors.currentPassword?.message}>
        <Input type="password" autoComplete="current-password" {...form.register("currentPassword")} />
      </Field>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Field label="New password" hint="At least 8 characters." error={errors.newPassword?.message}>
          <Input type="password" autoComplete="new-password" {...form.register("newPassword")} />
        </Field>
        <Field label="Confirm new password" error={errors.confirmNewPassword?.message}>
          <Input type="password" autoComplete="new-password" {...form.register("confirmNewPassword")} />
        </Field>
      </div>
      <Button type="submit" disabled={pending} className="w-full sm:w-auto sm:self-end">
        {pending ? "Changing password..." : "Change password"}
      </Button>
    </form>
  );
}

import { zodResolver } from "@hookform/resolvers/zod";
import { type LoginInput, loginSchema } from "@shared/schemas/auth";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "../ui/button";
import { Field } from "../ui/field";
import { Input } from "../ui/input";
import { PasswordInput } from "./password-input";

export interface SignInFormProps {
  /** The form's accessible name, e.g. "Sign in" or "Vendor sign in". */
  name: string;
  /** The button, e.g. "Log In", and what it says meanwhile, e.g. "Logging in...". */
  submitLabel: string;
  pendingLabel: string;
  /** Signs in and moves on to the next page; rejects with the API's error. */
  signIn: (values: LoginInput) => Promise<void>;
  /** The refusal in words (the server's reason or the page's fallback), shown in the form's red banner. */
  failureText: (error: unknown) => string;
  /** Told of each refusal too (e.g. to toast it). */
  onFailure?: (message: string) => void;
  /** True from submit until the sign-in settles, so the page keeps this form on screen meanwhile. */
  onBusyChange?: (busy: boolean) => void;
}

/** E-mail and password (spec §5's checks), for customers, staff and vendors alike. */
export function SignInForm({
  name,
  submitLabel,
  pendingLabel,
  signIn,
  failureText,
  onFailure,
  onBusyChange,
}: SignInFormProps) {
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof loginSchema>, unknown, z.output<typeof loginSchema>>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: "", password: "" },
  });

  const changeBusy = (value: boolean) => {
    setBusy(value);
    onBusyChange?.(value);
  };

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    changeBusy(true);
    try {
      await signIn(values);
    } catch (error) {
      const message = failureText(error);
      setFormError(message);
      onFailure?.(message);
    } finally {
      changeBusy(false);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={name} className="flex flex-col gap-4">
      <Field label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" inputMode="email" spellCheck={false} {...register("email")} />
      </Field>
      <Field label="Password" error={errors.password?.message}>
        <PasswordInput toggleLabel="password" autoComplete="current-password" {...register("password")} />
      </Field>
      {formError && (
        <p role="alert" className="rounded-lg border border-danger/30 bg-danger/5 px-3 py-2 text-sm text-danger">
          {formError}
        </p>
      )}
      <Button type="submit" disabled={busy} className="w-full">
        {busy ? pendingLabel : submitLabel}
      </Button>
    </form>
  );
}

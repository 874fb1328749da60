import { zodResolver } from "@hookform/resolvers/zod";
import { INVALID_LOGIN_MESSAGE, loginSchema, type User } from "@shared/schemas/auth";
import { WEB_PAGES } from "@shared/web-pages";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { recipientsQueryOptions } from "@web/features/recipients/api/get-recipients";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import type { z } from "zod";
import { Button } from "../../components/ui/button";
import { Field } from "../../components/ui/field";
import { Input } from "../../components/ui/input";
import { useToast } from "../../components/ui/toast";
import { errorText } from "../../lib/api";
import { useLogIn } from "./api/log-in";

const NETWORK_ERROR_MESSAGE = "An error occurred. Please try again.";

/**
 * Where a fresh sign-in lands (spec §2): staff go to vendor review, a vendor to its portal; a customer
 * without recipient profiles (or whose lookup fails) goes to recipient setup, otherwise to the account page.
 */
async function destinationAfterLogin(queryClient: QueryClient, user: User): Promise<string> {
  if (user.role === "admin") return "/admin/vendors";
  if (user.role === "vendor") return WEB_PAGES.vendorPortal.path;
  try {
    const profiles = await queryClient.fetchQuery(recipientsQueryOptions(user.id));
    return Array.isArray(profiles) && profiles.length > 0 ? "/account" : "/recipient-setup";
  } catch {
    return "/recipient-setup";
  }
}

interface SignInFormProps {
  /** True from submit until the post-login redirect is under way, so the page keeps this form on screen. */
  onRedirectingChange?: (redirecting: boolean) => void;
}

export function SignInForm({ onRedirectingChange }: SignInFormProps) {
  const toast = useToast();
  const navigate = useNavigate();
  const login = useLogIn();
  const queryClient = useQueryClient();
  const [redirecting, setRedirecting] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof loginSchema>, unknown, z.output<typeof loginSchema>>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: "", password: "" },
  });

  const pending = login.isPending || redirecting;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    setRedirecting(true);
    onRedirectingChange?.(true);
    try {
      const { user } = await login.mutateAsync(values);
      toast({ title: "Welcome back!" });
      await navigate(await destinationAfterLogin(queryClient, user));
    } catch (error) {
      const message = errorText(error, INVALID_LOGIN_MESSAGE, NETWORK_ERROR_MESSAGE);
      setFormError(message);
      toast({ title: "Login failed", description: message, variant: "destructive" });
    } finally {
      setRedirecting(false);
      onRedirectingChange?.(false);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Sign in" className="flex flex-col gap-4">
      <Field label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" inputMode="email" spellCheck={false} {...register("email")} />
      </Field>
      <Field label="Password" error={errors.password?.message}>
        <Input type="password" autoComplete="current-password" {...register("password")} />
      </Field>
      {formError && (
        <p role="alert" className="rounded-lg border border-danger/30 bg-danger/5 px-3 py-2 text-sm text-danger">
          {formError}
        </p>
      )}
      <Button type="submit" disabled={pending} className="w-full">
        {pending ? "Logging in..." : "Log In"}
      </Button>
    </form>
  );
}

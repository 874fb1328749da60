import { zodResolver } from "@hookform/resolvers/zod";
import { vendorLoginSchema } from "@shared/schemas/vendor-application";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import type { z } from "zod";
import { Button } from "../../components/ui/button";
import { Field } from "../../components/ui/field";
import { Input } from "../../components/ui/input";
import { errorText } from "../../lib/api";
import { useLogInVendor } from "./api/log-in-vendor";
import { PasswordInput } from "./password-input";
import {
  VENDOR_LOGIN_FAILED_MESSAGE,
  VENDOR_LOGIN_OFFLINE_MESSAGE,
  VENDOR_PORTAL_PATH,
} from "./vendor-onboarding-rules";

type LoginInput = z.input<typeof vendorLoginSchema>;
type LoginOutput = z.output<typeof vendorLoginSchema>;

interface VendorSignInFormProps {
  /** True from submit until the redirect is under way, so the page keeps this form on screen. */
  onSigningInChange?: (signingIn: boolean) => void;
}

/** Vendor e-mail and password (spec §2); a failure shows the server's reason in a red banner (spec §8). */
export function VendorSignInForm({ onSigningInChange }: VendorSignInFormProps) {
  const navigate = useNavigate();
  const logIn = useLogInVendor();
  const [signingIn, setSigningIn] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginInput, unknown, LoginOutput>({
    resolver: zodResolver(vendorLoginSchema),
    defaultValues: { email: "", password: "" },
  });

  const changeSigningIn = (value: boolean) => {
    setSigningIn(value);
    onSigningInChange?.(value);
  };

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    changeSigningIn(true);
    try {
      await logIn.mutateAsync(values);
      await navigate(VENDOR_PORTAL_PATH);
    } catch (error) {
      setFormError(errorText(error, VENDOR_LOGIN_FAILED_MESSAGE, VENDOR_LOGIN_OFFLINE_MESSAGE));
    } finally {
      changeSigningIn(false);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Vendor sign in" className="flex flex-col gap-4">
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
      <Button type="submit" disabled={logIn.isPending || signingIn} className="w-full">
        {logIn.isPending || signingIn ? "Signing in..." : "Sign In"}
      </Button>
    </form>
  );
}

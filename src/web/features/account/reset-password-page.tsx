import { zodResolver } from "@hookform/resolvers/zod";
import { INVALID_RESET_MESSAGE, resetPasswordSchema } from "@shared/schemas/auth";
import { passwordField } from "@shared/schemas/fields";
import { CheckCircle2 } from "lucide-react";
import { useForm } from "react-hook-form";
import { Link, useSearchParams } from "react-router";
import { z } from "zod";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Field } from "../../components/ui/field";
import { Input } from "../../components/ui/input";
import { errorStatus, errorText, fieldErrorsOf } from "../../lib/api";
import { usePageTitle } from "../../lib/use-page-title";
import { useResetPassword } from "./api/reset-password";

const newPasswordSchema = z
  .object({ password: passwordField, confirmPassword: z.string() })
  .refine((data) => data.password === data.confirmPassword, {
    message: "Passwords don't match",
    path: ["confirmPassword"],
  });
type NewPasswordForm = z.infer<typeof newPasswordSchema>;

const NETWORK_ERROR_MESSAGE = "An error occurred. Please try again.";

/** A vendor's reset link ends in &account=vendor: their sign-in is the vendor one. */
const signInPathFor = (account: string | null) => (account === "vendor" ? "/vendor-signin" : "/account");

/** /reset-password?token=...: choose a new password from the e-mailed, single-use link. */
export function Component() {
  usePageTitle("Reset Password");
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token") ?? "";
  const tokenLooksValid = resetPasswordSchema.shape.token.safeParse(token).success;
  const signInPath = signInPathFor(searchParams.get("account"));

  return (
    <div className="mx-auto w-full max-w-md px-4 py-8 sm:py-12">
      <h1 className="text-center font-serif text-3xl text-ink">Choose a new password</h1>
      <Card className="mt-6 p-5 sm:p-6">
        {tokenLooksValid ? (
          <ResetPasswordForm token={token} signInPath={signInPath} />
        ) : (
          <InvalidLink message={INVALID_RESET_MESSAGE} signInPath={signInPath} />
        )}
      </Card>
    </div>
  );
}

function InvalidLink({ message, signInPath }: { message: string; signInPath: string }) {
  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <p role="alert" className="text-danger">
        {message}
      </p>
      <p className="text-sm text-muted">You can ask for a new link from the sign-in page.</p>
      <Button asChild variant="outline">
        <Link to={signInPath}>Back to sign in</Link>
      </Button>
    </div>
  );
}

function ResetPasswordForm({ token, signInPath }: { token: string; signInPath: string }) {
  const reset = useResetPassword(token);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<NewPasswordForm>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: "", confirmPassword: "" },
  });

  if (reset.isSuccess) {
    return (
      <div className="flex flex-col items-center gap-4 text-center">
        <CheckCircle2 aria-hidden="true" className="h-10 w-10 text-leaf" />
        <p role="status" className="text-ink">
          Your password has been reset. You can now log in.
        </p>
        <Button asChild>
          <Link to={signInPath}>Go to sign in</Link>
        </Button>
      </div>
    );
  }

  const failure = reset.error;
  // A 400 that is not about the new password means the link itself is spent or unknown.
  if (errorStatus(failure) === 400 && !fieldErrorsOf(failure).password) {
    return <InvalidLink message={errorText(failure, INVALID_RESET_MESSAGE)} signInPath={signInPath} />;
  }
  const formError = failure ? errorText(failure, NETWORK_ERROR_MESSAGE) : null;

  return (
    <form
      onSubmit={handleSubmit(({ password }) => reset.mutate(password))}
      noValidate
      aria-label="Reset password"
      className="flex flex-col gap-4"
    >
      <Field label="New password" hint="At least 8 characters." error={errors.password?.message}>
        <Input type="password" autoComplete="new-password" {...register("password")} />
      </Field>
      <Field label="Confirm new password" error={errors.confirmPassword?.message}>
        <Input type="password" autoComplete="new-password" {...register("confirmPassword")} />
      </Field>
      {formError && (
        <p role="alert" className="rounded-lg border border-danger/30 bg-danger/5 px-3 py-2 text-sm text-danger">
          {formError}
        </p>
      )}
      <Button type="submit" disabled={reset.isPending} className="w-full">
        {reset.isPending ? "Resetting password..." : "Reset password"}
      </Button>
    </form>
  );
}

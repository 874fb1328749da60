import { FORGOT_PASSWORD_MESSAGE, forgotPasswordSchema } from "@shared/schemas/auth";
import { type FormEvent, useState } from "react";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "../../components/ui/dialog";
import { Field } from "../../components/ui/field";
import { Input } from "../../components/ui/input";
import { useToast } from "../../components/ui/toast";
import { errorText } from "../../lib/api";
import { useRequestPasswordReset } from "./api/request-password-reset";

/** "Forgot password?": asks for the e-mail and always answers with the same neutral message. */
export function ForgotPasswordDialog() {
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | undefined>();
  const sendReset = useRequestPasswordReset();

  function changeOpen(next: boolean) {
    setOpen(next);
    if (!next) {
      setEmail("");
      setError(undefined);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    event.stopPropagation();
    if (!email.trim()) {
      toast({ title: "Email required", description: "Please enter your email address.", variant: "destructive" });
      return;
    }
    const parsed = forgotPasswordSchema.safeParse({ email });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    sendReset.mutate(parsed.data, {
      onSuccess: () => {
        toast({ title: "Password reset sent", description: FORGOT_PASSWORD_MESSAGE });
        changeOpen(false);
      },
      onError: (error) => {
        toast({
          title: "Error",
          description: errorText(error, "Failed to send reset email. Please try again."),
          variant: "destructive",
        });
      },
    });
  }

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button variant="link" size="sm" className="h-auto px-0">
          Forgot password?
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Reset your password"
        description="Enter the e-mail address you signed up with and we'll send you a link to choose a new password."
      >
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <Field label="Email" error={error}>
            <Input
              type="email"
              autoComplete="email"
              inputMode="email"
              spellCheck={false}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </Field>
          <Button type="submit" disabled={sendReset.isPending} className="w-full">
            {sendReset.isPending ? "Sending..." : "Send reset link"}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}

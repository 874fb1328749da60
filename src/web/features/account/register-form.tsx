import { zodResolver } from "@hookform/resolvers/zod";
import { composeAddress, type RegisterInput, registerFormSchema, usernameFromEmail } from "@shared/schemas/auth";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import type { z } from "zod";
import { AddressFields } from "../../components/forms/address-fields";
import { ContactFields } from "../../components/forms/contact-fields";
import { Button } from "../../components/ui/button";
import { Field } from "../../components/ui/field";
import { Input } from "../../components/ui/input";
import { useToast } from "../../components/ui/toast";
import { errorStatus, errorText, fieldErrorsOf } from "../../lib/api";
import { useRegisterAccount } from "./api/register-account";
import { isCorrect, makeQuestion, questionText } from "./math-check";

type FormInput = z.input<typeof registerFormSchema>;
type FormOutput = z.output<typeof registerFormSchema>;

const FALLBACK_ERROR = "Unable to create account";

const DEFAULT_VALUES: FormInput = {
  fullName: "",
  email: "",
  phone: "",
  password: "",
  confirmPassword: "",
  streetNumber: "",
  streetName: "",
  aptUnitNumber: "",
  suburb: "",
  city: "",
  state: "",
  postcode: "",
  country: "Australia",
  securityAnswer: "",
};

const FORM_FIELDS = new Set(Object.keys(DEFAULT_VALUES));

/** The server payload: the form minus confirmPassword and the math check, plus username and address. */
function toPayload({ confirmPassword: _confirm, securityAnswer: _answer, ...fields }: FormOutput): RegisterInput {
  return { ...fields, username: usernameFromEmail(fields.email), address: composeAddress(fields) };
}

interface RegisterFormProps {
  /** True from submit until the redirect is under way, so the page keeps this form on screen. */
  onRedirectingChange?: (redirecting: boolean) => void;
}

export function RegisterForm({ onRedirectingChange }: RegisterFormProps) {
  const toast = useToast();
  const navigate = useNavigate();
  const registerUser = useRegisterAccount();
  const [question, setQuestion] = useState(() => makeQuestion());
  const [redirecting, setRedirecting] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    setFocus,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: DEFAULT_VALUES,
  });

  const pending = registerUser.isPending || redirecting;

  const onSubmit = handleSubmit(async (values) => {
    if (!isCorrect(question, values.securityAnswer)) {
      toast({
        title: "Security check failed",
        description: "Please solve the math problem correctly",
        variant: "destructive",
      });
      setQuestion(makeQuestion());
      setValue("securityAnswer", "");
      setFocus("securityAnswer");
      return;
    }
    setRedirecting(true);
    onRedirectingChange?.(true);
    try {
      await registerUser.mutateAsync(toPayload(values));
      toast({ title: "Account created!" });
      await navigate("/recipient-setup");
    } catch (error) {
      const message = errorText(error, FALLBACK_ERROR);
      toast({ title: "Registration failed", description: message, variant: "destructive" });
      for (const [name, fieldMessage] of Object.entries(fieldErrorsOf(error))) {
        if (FORM_FIELDS.has(name)) setError(name as keyof FormInput, { type: "server", message: fieldMessage });
      }
      if (errorStatus(error) === 409) setError("email", { type: "server", message });
    } finally {
      setRedirecting(false);
      onRedirectingChange?.(false);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Create account" className="flex flex-col gap-4">
      <Field label="Full name" error={errors.fullName?.message}>
        <Input autoComplete="name" {...register("fullName")} />
      </Field>
      <ContactFields register={register} errors={errors} />
      <Field label="Password" error={errors.password?.message} hint="At least 8 characters.">
        <Input type="password" autoComplete="new-password" {...register("password")} />
      </Field>
      <Field label="Confirm password" error={errors.confirmPassword?.message}>
        <Input type="password" autoComplete="new-password" {...register("confirmPassword")} />
      </Field>

      <fieldset className="flex flex-col gap-4 border-t border-line pt-4">
        <legend className="pr-2 font-serif text-lg text-ink">Address</legend>
        <AddressFields register={register} errors={errors} optional={["aptUnitNumber", "city", "country"]} ownAddress />
      </fieldset>

      <fieldset className="flex flex-col gap-3 border-t border-line pt-4">
        <legend className="pr-2 font-serif text-lg text-ink">Security check</legend>
        <Field label={questionText(question)} error={errors.securityAnswer?.message}>
          <Input inputMode="numeric" autoComplete="off" className="max-w-32" {...register("securityAnswer")} />
        </Field>
      </fieldset>

      <Button type="submit" disabled={pending} className="w-full">
        {pending ? "Creating account..." : "Create Account"}
      </Button>
    </form>
  );
}

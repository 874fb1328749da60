import { zodResolver } from "@hookform/resolvers/zod";
import { APPLICATION_BUSINESS_TYPE_LABELS, APPLICATION_BUSINESS_TYPES } from "@shared/domain/vendor-categories";
import { vendorApplicationFormSchema } from "@shared/schemas/vendor-application";
import { type ReactNode, useId, useState } from "react";
import { type UseFormRegisterReturn, useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { PasswordInput } from "../../components/forms/password-input";
import { StateOptions } from "../../components/forms/state-options";
import { Button } from "../../components/ui/button";
import { Field } from "../../components/ui/field";
import { Input, Select, Textarea } from "../../components/ui/input";
import { useToast } from "../../components/ui/toast";
import { errorStatus, errorText, fieldErrorsOf } from "../../lib/api";
import { setServerFieldErrors } from "../../lib/form-errors";
import { useApplyVendor } from "./api/apply-vendor";
import {
  APPLICATION_FAILED_MESSAGE,
  APPLICATION_FAILED_TITLE,
  APPLICATION_FIELDS,
  APPLICATION_OFFLINE_MESSAGE,
  type ApplicationFormInput,
  type ApplicationFormOutput,
  toApplicationPayload,
} from "./vendor-onboarding-rules";

const FORM_FIELDS: ReadonlySet<string> = new Set(APPLICATION_FIELDS);

// State, business type and the terms box start unset: the schema's messages ask for them.
const DEFAULT_VALUES: Partial<ApplicationFormInput> = {
  businessName: "",
  contactName: "",
  email: "",
  phone: "",
  password: "",
  confirmPassword: "",
  website: "",
  instagramHandle: "",
  tiktokHandle: "",
  businessAddress: "",
  suburb: "",
  postcode: "",
  serviceArea: "",
  description: "",
};

/** The vendor application (spec §2, §3, §5): on success, on to the confirmation page. */
export function VendorApplicationForm() {
  const toast = useToast();
  const navigate = useNavigate();
  const apply = useApplyVendor();
  const [redirecting, setRedirecting] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ApplicationFormInput, unknown, ApplicationFormOutput>({
    resolver: zodResolver(vendorApplicationFormSchema),
    defaultValues: DEFAULT_VALUES,
  });

  const pending = apply.isPending || redirecting;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { id } = await apply.mutateAsync(toApplicationPayload(values));
      setRedirecting(true);
      await navigate(`/vendor-application-confirmation?id=${encodeURIComponent(id)}`);
    } catch (error) {
      setRedirecting(false);
      const message = errorText(error, APPLICATION_FAILED_MESSAGE, APPLICATION_OFFLINE_MESSAGE);
      toast({ title: APPLICATION_FAILED_TITLE, description: message, variant: "destructive" });
      const fieldErrors = fieldErrorsOf(error);
      // A taken e-mail (409) is the email field's problem, with a way to sign in instead.
      if (errorStatus(error) === 409) {
        setError("email", { type: "taken", message: fieldErrors.email ?? message }, { shouldFocus: true });
        return;
      }
      setServerFieldErrors(setError, fieldErrors, FORM_FIELDS);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Vendor application" className="flex flex-col gap-8">
      <FormSection title="Business and contact">
        <Field label="Business name" error={errors.businessName?.message}>
          <Input autoComplete="organization" {...register("businessName")} />
        </Field>
        <Field label="Contact name" error={errors.contactName?.message}>
          <Input autoComplete="name" {...register("contactName")} />
        </Field>
        <div className="flex flex-col gap-1.5">
          <Field label="Email" error={errors.email?.message}>
            <Input type="email" autoComplete="email" inputMode="email" spellCheck={false} {...register("email")} />
          </Field>
          {errors.email?.type === "taken" && (
            <p className="text-sm">
              <Link to="/vendor-signin" className="text-plum underline underline-offset-4 hover:text-plum-dark">
                Sign in to your vendor account
              </Link>
            </p>
          )}
        </div>
        <Field label="Phone" error={errors.phone?.message}>
          <Input type="tel" autoComplete="tel" inputMode="tel" {...register("phone")} />
        </Field>
      </FormSection>

      <FormSection
        title="Your vendor sign-in"
        description="You'll use your email and this password to sign in to the vendor portal."
      >
        <Field label="Password" hint="At least 8 characters." error={errors.password?.message}>
          <PasswordInput toggleLabel="password" autoComplete="new-password" {...register("password")} />
        </Field>
        <Field label="Confirm password" error={errors.confirmPassword?.message}>
          <PasswordInput toggleLabel="confirm password" autoComplete="new-password" {...register("confirmPassword")} />
        </Field>
      </FormSection>

      <FormSection title="Online" description="All optional — they help us get a feel for your work.">
        <Field label="Website (optional)" hint="For example petalandstem.com.au" error={errors.website?.message}>
          <Input inputMode="url" autoComplete="url" spellCheck={false} {...register("website")} />
        </Field>
        <Field
          label="Instagram handle (optional)"
          hint="With or without the @, e.g. @petalandstem"
          error={errors.instagramHandle?.message}
        >
          <Input autoCapitalize="none" spellCheck={false} {...register("instagramHandle")} />
        </Field>
        <Field
          label="TikTok handle (optional)"
          hint="With or without the @, e.g. @petalandstem"
          error={errors.tiktokHandle?.message}
        >
          <Input autoCapitalize="none" spellCheck={false} {...register("tiktokHandle")} />
        </Field>
      </FormSection>

      <FormSection title="Where you are">
        <div className="sm:col-span-2">
          <Field label="Business address" hint="Street number and name." error={errors.businessAddress?.message}>
            <Input autoComplete="address-line1" {...register("businessAddress")} />
          </Field>
        </div>
        <Field label="Suburb" error={errors.suburb?.message}>
          <Input autoComplete="address-level2" {...register("suburb")} />
        </Field>
        <div className="grid grid-cols-2 gap-3">
          <Field label="State" error={errors.state?.message}>
            <Select autoComplete="address-level1" {...register("state")}>
              <StateOptions />
            </Select>
          </Field>
          <Field label="Postcode" error={errors.postcode?.message}>
            <Input autoComplete="postal-code" inputMode="numeric" maxLength={4} {...register("postcode")} />
          </Field>
        </div>
      </FormSection>

      <FormSection title="What you offer">
        <div className="sm:col-span-2">
          <Field label="Business type" error={errors.businessType?.message}>
            <Select {...register("businessType")}>
              <option value="">Select a business type</option>
              {APPLICATION_BUSINESS_TYPES.map((type) => (
                <option key={type} value={type}>
                  {APPLICATION_BUSINESS_TYPE_LABELS[type]}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        <div className="sm:col-span-2">
          <Field
            label="Service area"
            hint="The postcodes or suburbs you deliver to, separated by commas, e.g. 3065, 3066, Collingwood."
            error={errors.serviceArea?.message}
          >
            <Textarea className="min-h-20" {...register("serviceArea")} />
          </Field>
        </div>
        <div className="sm:col-span-2">
          <Field
            label="About your business"
            hint="What you make, what makes it yours, and how long you've been at it."
            error={errors.description?.message}
          >
            <Textarea {...register("description")} />
          </Field>
        </div>
      </FormSection>

      <TermsCheckbox error={errors.agreeTerms?.message} {...register("agreeTerms")} />

      <Button type="submit" disabled={pending} className="w-full sm:w-auto sm:self-start">
        {pending ? "Submitting..." : "Submit Application"}
      </Button>
    </form>
  );
}

function FormSection({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <fieldset className="border-t border-line pt-5 first:border-t-0 first:pt-0">
      <legend className="float-left w-full font-serif text-xl text-ink">{title}</legend>
      {description && <p className="clear-left pt-1 text-sm text-muted">{description}</p>}
      <div className="clear-left grid gap-4 pt-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

type TermsCheckboxProps = UseFormRegisterReturn<"agreeTerms"> & { error?: string };

/** The agree-to-terms box; the terms open in a new tab so the filled-in form stays as it is. */
function TermsCheckbox({ error, ...field }: TermsCheckboxProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-0.5 h-5 w-5 shrink-0 accent-plum focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-forget"
          {...field}
        />
        <label htmlFor={id} className="text-sm text-ink">
          I have read and agree to the{" "}
          <Link
            to="/vendor-terms"
            target="_blank"
            rel="noopener"
            className="text-plum underline underline-offset-4 hover:text-plum-dark"
          >
            vendor terms and conditions<span className="sr-only"> (opens in a new tab)</span>
          </Link>
        </label>
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

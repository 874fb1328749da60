import type { User } from "@shared/schemas/auth";
import { emailChangeNeedsPassword } from "@shared/schemas/user";
import { useFormContext, useWatch } from "react-hook-form";
import { AddressFields } from "../../components/forms/address-fields";
import { ContactFields } from "../../components/forms/contact-fields";
import { Field } from "../../components/ui/field";
import { Input } from "../../components/ui/input";
import type { ProfileFormInput } from "./profile-payload";

/** The form's starting values: the signed-in user's details, country fixed to Australia. */
export function profileDefaults(user: User | null | undefined): ProfileFormInput {
  return {
    fullName: user?.fullName ?? "",
    email: user?.email ?? "",
    phone: user?.phone ?? "",
    streetNumber: user?.streetNumber ?? "",
    streetName: user?.streetName ?? "",
    aptUnitNumber: user?.aptUnitNumber ?? "",
    suburb: user?.suburb ?? "",
    city: user?.city ?? "",
    state: user?.state ?? "",
    postcode: user?.postcode ?? "",
    country: "Australia",
  };
}

const legendClass = "float-left w-full";
const bodyClass = "clear-left flex flex-col gap-4 pt-3";

/**
 * Personal info and billing address for a form typed with `customerProfileSchema`
 * (wrap it in a react-hook-form FormProvider). Used by setup and by the account page. Once the
 * e-mail differs from `savedEmail`, it asks for the current password (the server requires it).
 */
export function ProfileFields({ savedEmail }: { savedEmail: string }) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<ProfileFormInput>();
  const email = useWatch({ control, name: "email" }) ?? "";
  const emailChanged = emailChangeNeedsPassword(savedEmail, email);

  return (
    <>
      <fieldset className="min-w-0">
        <legend className={legendClass}>
          <h2 className="font-serif text-xl text-ink">Personal information</h2>
        </legend>
        <div className={bodyClass}>
          <Field label="Full name" error={errors.fullName?.message}>
            <Input autoComplete="name" {...register("fullName")} />
          </Field>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <ContactFields register={register} errors={errors} />
          </div>
          {emailChanged && (
            <Field
              label="Current password"
              hint="You're changing the email you sign in with, so please confirm it's you."
              error={errors.currentPassword?.message}
            >
              <Input type="password" autoComplete="current-password" {...register("currentPassword")} />
            </Field>
          )}
        </div>
      </fieldset>

      <fieldset className="min-w-0 border-t border-line pt-4">
        <legend className={legendClass}>
          <h2 className="font-serif text-xl text-ink">Billing address</h2>
        </legend>
        <div className={bodyClass}>
          <AddressFields
            register={register}
            errors={errors}
            optional={["aptUnitNumber", "city", "country"]}
            ownAddress
          />
        </div>
      </fieldset>
    </>
  );
}

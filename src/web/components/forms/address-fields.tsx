import type { FieldErrors, FieldValues, UseFormRegister } from "react-hook-form";
import { Field } from "../ui/field";
import { Input, Select } from "../ui/input";
import { StateOptions } from "./state-options";

/** Every address field a form may have; the optional ones are named by each form. */
type AddressField =
  | "streetNumber"
  | "streetName"
  | "aptUnitNumber"
  | "suburb"
  | "city"
  | "state"
  | "postcode"
  | "country";
type OptionalAddressField = "aptUnitNumber" | "city" | "country";
type RequiredAddressField = Exclude<AddressField, OptionalAddressField>;
type AddressValues = Record<AddressField, string>;

/** Autocomplete tokens for the customer's own address; a recipient's address is someone else's, so it gets none. */
const OWN_ADDRESS_AUTOCOMPLETE: Record<AddressField, string> = {
  streetNumber: "off",
  streetName: "address-line1",
  aptUnitNumber: "address-line2",
  suburb: "address-level3",
  city: "address-level2",
  state: "address-level1",
  postcode: "postal-code",
  country: "country-name",
};

interface AddressFieldsProps<T extends FieldValues & Record<RequiredAddressField, unknown>> {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  /** The optional fields this form has (street number and name, suburb, state and postcode it always has). */
  optional?: readonly Extract<OptionalAddressField, keyof T>[];
  /** The customer's own address: the browser may fill it in. Otherwise autocomplete is off. */
  ownAddress?: boolean;
  /** Without a country field, show the fixed country (Australia) read-only. */
  fixedCountry?: boolean;
  /** The state select's empty option. */
  statePlaceholder?: string;
}

/**
 * An Australian street address for a react-hook-form form: street number and name, unit, suburb,
 * city, a state select, a 4-digit postcode and a read-only country. It renders the fields the form
 * has, as siblings, for the form's own fieldset (in a two-column grid the street row spans both).
 */
export function AddressFields<T extends FieldValues & Record<RequiredAddressField, unknown>>({
  register: registerField,
  errors: fieldErrors,
  optional = [],
  ownAddress = false,
  fixedCountry = false,
  statePlaceholder = "Select state",
}: AddressFieldsProps<T>) {
  // The constraint on T guarantees these names; react-hook-form cannot see that through a generic.
  const register = registerField as unknown as UseFormRegister<AddressValues>;
  const errors = fieldErrors as unknown as FieldErrors<AddressValues>;
  const has = (field: OptionalAddressField) => (optional as readonly string[]).includes(field);
  const autoComplete = (field: AddressField) => (ownAddress ? OWN_ADDRESS_AUTOCOMPLETE[field] : "off");

  const suburb = (
    <Field label="Suburb" error={errors.suburb?.message}>
      <Input autoComplete={autoComplete("suburb")} {...register("suburb")} />
    </Field>
  );

  return (
    <>
      <div className="grid grid-cols-[6rem_1fr] gap-3 sm:col-span-2">
        <Field label="Street no." error={errors.streetNumber?.message}>
          <Input autoComplete={autoComplete("streetNumber")} {...register("streetNumber")} />
        </Field>
        <Field label="Street name" error={errors.streetName?.message}>
          <Input autoComplete={autoComplete("streetName")} {...register("streetName")} />
        </Field>
      </div>
      {has("aptUnitNumber") && (
        <Field label="Apartment / unit (optional)" error={errors.aptUnitNumber?.message}>
          <Input autoComplete={autoComplete("aptUnitNumber")} {...register("aptUnitNumber")} />
        </Field>
      )}
      {has("city") ? (
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {suburb}
          <Field label="City" error={errors.city?.message}>
            <Input autoComplete={autoComplete("city")} {...register("city")} />
          </Field>
        </div>
      ) : (
        suburb
      )}
      <div className="grid grid-cols-2 gap-3">
        <Field label="State" error={errors.state?.message}>
          <Select autoComplete={ownAddress ? OWN_ADDRESS_AUTOCOMPLETE.state : undefined} {...register("state")}>
            <StateOptions placeholder={statePlaceholder} />
          </Select>
        </Field>
        <Field label="Postcode" error={errors.postcode?.message}>
          <Input autoComplete={autoComplete("postcode")} inputMode="numeric" maxLength={4} {...register("postcode")} />
        </Field>
      </div>
      {has("country") ? (
        <Field label="Country" error={errors.country?.message}>
          <Input readOnly autoComplete={autoComplete("country")} {...register("country")} />
        </Field>
      ) : (
        fixedCountry && (
          <Field label="Country">
            <Input readOnly value="Australia" />
          </Field>
        )
      )}
    </>
  );
}

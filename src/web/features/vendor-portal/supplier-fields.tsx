import {
  planCategoriesFor,
  SUPPLIER_CATEGORIES,
  SUPPLIER_CATEGORY_LABELS,
  type SupplierCategory,
} from "@shared/domain/vendor-categories";
import { SUPPLIER_COUNTRIES } from "@shared/schemas/supplier";
import type { FieldErrors, FieldValues, UseFormRegister } from "react-hook-form";
import { CheckboxCardGroup } from "../../components/forms/checkbox-card-group";
import { StateOptions } from "../../components/forms/state-options";
import { Field } from "../../components/ui/field";
import { Input, Select } from "../../components/ui/input";
import { planOfCategory } from "./gift-box-rules";
import { CATEGORIES_LOCKED_NOTE } from "./portal-access";

/** The fields registration and the business-info edit share (spec §5, the supplier table). */
interface SupplierValues {
  name: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
  serviceRadius: number | string;
  categories: string[];
}

interface SupplierFieldsProps<T extends FieldValues> {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  /** The country chosen: Australia gets a state list and 4-digit postcodes, elsewhere free text. */
  country: string | undefined;
  /** Approved vendors see their categories but cannot change them here. */
  lockedCategories?: readonly string[] | null;
}

/** Which plans a supplier category sells under, e.g. "Florist" → "In Bloom". */
function plansOf(category: SupplierCategory): string {
  return [...new Set(planCategoriesFor(category).map(planOfCategory))].join(", ");
}

export function SupplierFields<T extends FieldValues>({
  register: registerField,
  errors: fieldErrors,
  country,
  lockedCategories,
}: SupplierFieldsProps<T>) {
  // Both forms have every one of these fields; react-hook-form cannot see that through a generic.
  const register = registerField as unknown as UseFormRegister<SupplierValues>;
  const errors = fieldErrors as unknown as FieldErrors<SupplierValues>;
  const inAustralia = (country ?? "Australia") === "Australia";

  return (
    <>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="pr-2 pb-3 font-serif text-lg text-ink">Your business</legend>
        <div className="sm:col-span-2">
          <Field label="Business name" error={errors.name?.message}>
            <Input autoComplete="organization" {...register("name")} />
          </Field>
        </div>
        <Field label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" {...register("email")} />
        </Field>
        <Field label="Phone" error={errors.phone?.message} hint="At least 10 digits, e.g. 0412 345 678.">
          <Input type="tel" autoComplete="tel" {...register("phone")} />
        </Field>
      </fieldset>

      <fieldset className="grid gap-4 border-t border-line pt-4 sm:grid-cols-2">
        <legend className="pr-2 pb-3 font-serif text-lg text-ink">Where you trade</legend>
        <div className="sm:col-span-2">
          <Field label="Street address" error={errors.address?.message}>
            <Input autoComplete="street-address" {...register("address")} />
          </Field>
        </div>
        <Field label="City or suburb" error={errors.city?.message}>
          <Input autoComplete="address-level2" {...register("city")} />
        </Field>
        <Field label="State" error={errors.state?.message}>
          {inAustralia ? (
            <Select autoComplete="address-level1" {...register("state")}>
              <StateOptions />
            </Select>
          ) : (
            <Input autoComplete="address-level1" {...register("state")} />
          )}
        </Field>
        <Field label="Postcode" error={errors.zipCode?.message}>
          <Input
            autoComplete="postal-code"
            inputMode={inAustralia ? "numeric" : "text"}
            maxLength={10}
            {...register("zipCode")}
          />
        </Field>
        <Field label="Country" error={errors.country?.message}>
          <Select autoComplete="country-name" {...register("country")}>
            {SUPPLIER_COUNTRIES.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          label="Service radius (km)"
          error={errors.serviceRadius?.message}
          hint="How far from your postcode you can deliver. Most shops choose 20–50 km."
        >
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            className="max-w-40"
            {...register("serviceRadius")}
          />
        </Field>
      </fieldset>

      <CheckboxCardGroup
        variant="section"
        className="border-t border-line pt-4"
        legend="What you can fulfil"
        description="Orders for these plans are routed to you once you're approved."
        options={SUPPLIER_CATEGORIES.map((category) => ({
          value: category,
          label: SUPPLIER_CATEGORY_LABELS[category],
          hint: plansOf(category),
        }))}
        // Locked categories are shown, not sent: an approved vendor's categories are changed by staff.
        registration={register("categories")}
        locked={lockedCategories ?? null}
        note={lockedCategories ? CATEGORIES_LOCKED_NOTE : undefined}
        error={errors.categories?.message}
      />
    </>
  );
}

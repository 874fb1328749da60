import {
  planCategoriesFor,
  SUPPLIER_CATEGORIES,
  SUPPLIER_CATEGORY_LABELS,
  type SupplierCategory,
} from "@shared/domain/vendor-categories";
import { SUPPLIER_COUNTRIES } from "@shared/schemas/supplier";
import type { FieldErrors, FieldValues, UseFormRegister } from "react-hook-form";
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

      <CategoryChoices register={register} error={errors.categories?.message} locked={lockedCategories ?? null} />
    </>
  );
}

interface CategoryChoicesProps {
  register: UseFormRegister<SupplierValues>;
  error: string | undefined;
  locked: readonly string[] | null;
}

/** Checkboxes of the supplier categories, each with the plan it serves. */
function CategoryChoices({ register, error, locked }: CategoryChoicesProps) {
  const errorId = "supplier-categories-error";
  const noteId = "supplier-categories-note";
  return (
    <fieldset
      className="border-t border-line pt-4"
      aria-describedby={[locked ? noteId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined}
    >
      <legend className="pr-2 font-serif text-lg text-ink">What you can fulfil</legend>
      <p className="mt-1 text-sm text-muted">Orders for these plans are routed to you once you're approved.</p>
      <div className="mt-3 grid gap-2 sm:grid-cols-2">
        {SUPPLIER_CATEGORIES.map((category) => (
          <label
            key={category}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-line bg-white px-3 py-2 has-checked:border-plum has-checked:bg-blush/40 has-disabled:cursor-not-allowed"
          >
            <input
              type="checkbox"
              className="h-4 w-4 accent-plum"
              // Locked categories are shown, not sent: an approved vendor's categories are changed by staff.
              {...(locked
                ? { checked: locked.includes(category), disabled: true, readOnly: true }
                : { value: category, ...register("categories") })}
            />
            <span className="text-sm">
              <span className="font-medium text-ink">{SUPPLIER_CATEGORY_LABELS[category]}</span>
              <span className="block text-xs text-muted">{plansOf(category)}</span>
            </span>
          </label>
        ))}
      </div>
      {locked && (
        <p id={noteId} className="mt-2 text-sm text-muted">
          {CATEGORIES_LOCKED_NOTE}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="mt-2 text-sm text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}

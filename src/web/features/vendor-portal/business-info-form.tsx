import { zodResolver } from "@hookform/resolvers/zod";
import { type Supplier, supplierUpdateSchema } from "@shared/schemas/supplier";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { Button } from "../../components/ui/button";
import { Field } from "../../components/ui/field";
import { Input, Textarea } from "../../components/ui/input";
import { useToast } from "../../components/ui/toast";
import { errorText, fieldErrorsOf } from "../../lib/api";
import { setServerFieldErrors } from "../../lib/form-errors";
import { useUpdateSupplier } from "./api/update-supplier";
import { SupplierFields } from "./supplier-fields";
import {
  BUSINESS_INFO_FIELDS,
  type BusinessInfoInput,
  type BusinessInfoOutput,
  supplierToForm,
  toSupplierPatch,
} from "./supplier-form";

const SAVE_ERROR = "Your changes could not be saved. Please try again.";

interface BusinessInfoFormProps {
  supplier: Supplier;
  canEditCategories: boolean;
  onDone: () => void;
}

/** The business-info edit: the registration's fields and rules, plus the application's details; it saves. */
export function BusinessInfoForm({ supplier, canEditCategories, onDone }: BusinessInfoFormProps) {
  const toast = useToast();
  const updateSupplier = useUpdateSupplier();
  const { categories, ...withoutCategories } = supplierToForm(supplier);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    setFocus,
    formState: { errors, isDirty },
  } = useForm<BusinessInfoInput, unknown, BusinessInfoOutput>({
    resolver: zodResolver(supplierUpdateSchema),
    // Locked categories stay out of the form: they are shown, never sent.
    defaultValues: canEditCategories ? { ...withoutCategories, categories } : withoutCategories,
  });

  useEffect(() => setFocus("name"), [setFocus]);

  const onSubmit = handleSubmit(async (values) => {
    if (!isDirty) return onDone();
    try {
      await updateSupplier.mutateAsync({ id: supplier.id, changes: toSupplierPatch(values, canEditCategories) });
      toast({ title: "Business info saved", description: "Your changes have been saved." });
      onDone();
    } catch (error) {
      const marked = setServerFieldErrors(setError, fieldErrorsOf(error), BUSINESS_INFO_FIELDS);
      toast({
        title: "Could not save your changes",
        description: marked ? "Please check the highlighted fields." : errorText(error, SAVE_ERROR),
        variant: "destructive",
      });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Edit business info" className="flex flex-col gap-6">
      <SupplierFields
        register={register}
        errors={errors}
        country={watch("country")}
        lockedCategories={canEditCategories ? null : supplier.categories}
      />

      <fieldset className="grid gap-4 border-t border-line pt-4 sm:grid-cols-2">
        <legend className="pr-2 pb-3 font-serif text-lg text-ink">About your shop</legend>
        <div className="sm:col-span-2">
          <Field label="Description (optional)" error={errors.description?.message}>
            <Textarea {...register("description")} />
          </Field>
        </div>
        <div className="sm:col-span-2">
          <Field
            label="Service area (optional)"
            error={errors.serviceArea?.message}
            hint="Extra postcodes or suburbs you deliver to, separated by commas."
          >
            <Input {...register("serviceArea")} />
          </Field>
        </div>
        <div className="sm:col-span-2">
          <Field label="Website (optional)" error={errors.website?.message}>
            <Input type="url" inputMode="url" autoComplete="url" placeholder="https://" {...register("website")} />
          </Field>
        </div>
        <Field label="Instagram handle (optional)" error={errors.instagramHandle?.message}>
          <Input autoCapitalize="none" placeholder="@yourshop" {...register("instagramHandle")} />
        </Field>
        <Field label="TikTok handle (optional)" error={errors.tiktokHandle?.message}>
          <Input autoCapitalize="none" placeholder="@yourshop" {...register("tiktokHandle")} />
        </Field>
      </fieldset>

      <fieldset className="grid gap-4 border-t border-line pt-4 sm:grid-cols-2">
        <legend className="pr-2 pb-3 font-serif text-lg text-ink">Tax details</legend>
        <label className="flex items-start gap-3 text-sm text-ink sm:col-span-2">
          <input type="checkbox" className="mt-0.5 h-5 w-5 accent-plum" {...register("gstRegistered")} />
          <span>
            Registered for GST
            <span className="block text-muted">Your payout statements then show the GST included, with your ABN.</span>
          </span>
        </label>
        <Field
          label="ABN"
          error={errors.abn?.message}
          hint="11 digits, e.g. 51 824 753 556. Needed when registered for GST."
        >
          <Input inputMode="numeric" autoComplete="off" {...register("abn")} />
        </Field>
      </fieldset>

      <div className="flex flex-col-reverse gap-3 sm:flex-row">
        <Button variant="outline" onClick={onDone} disabled={updateSupplier.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={updateSupplier.isPending}>
          {updateSupplier.isPending ? "Saving…" : "Save changes"}
        </Button>
      </div>
    </form>
  );
}

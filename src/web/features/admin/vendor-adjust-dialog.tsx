import { zodResolver } from "@hookform/resolvers/zod";
import { MAX_DAILY_CAPACITY } from "@shared/domain/capacity";
import { SUPPLIER_CATEGORIES } from "@shared/domain/vendor-categories";
import type { AdminVendor } from "@shared/schemas/admin-vendors";
import { MAX_SERVICE_RADIUS_KM, serviceRadiusField, supplierCategoriesField } from "@shared/schemas/supplier";
import { dailyCapacityField } from "@shared/schemas/vendor-capacity";
import { SlidersHorizontal } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { CheckboxCardGroup } from "../../components/forms/checkbox-card-group";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "../../components/ui/dialog";
import { Field } from "../../components/ui/field";
import { Input } from "../../components/ui/input";
import { useToast } from "../../components/ui/toast";
import { errorText, fieldErrorsOf } from "../../lib/api";
import { setServerFieldErrors } from "../../lib/form-errors";
import { useUpdateVendor } from "./api/update-vendor";
import { ADJUST_FAILURE, knownCategories, supplierCategoryLabel } from "./vendor-rules";

// The PATCH's own fields and messages; the form always sends all three (the capacity typed as text).
const adjustFormSchema = z.object({
  categories: supplierCategoriesField,
  serviceRadius: serviceRadiusField,
  dailyCapacity: z.preprocess((typed) => (typed === "" ? Number.NaN : Number(typed)), dailyCapacityField),
});
type FormInput = z.input<typeof adjustFormSchema>;
type FormOutput = z.output<typeof adjustFormSchema>;
const FORM_FIELDS = new Set(["categories", "serviceRadius", "dailyCapacity"]);

const formValues = (vendor: AdminVendor) => ({
  categories: knownCategories(vendor.categories),
  serviceRadius: String(vendor.serviceRadius),
  dailyCapacity: String(vendor.dailyCapacity),
});

/** Adjust: staff change which categories a vendor may fulfil, how far they deliver and how many orders a day. */
export function VendorAdjustDialog({ vendor }: { vendor: AdminVendor }) {
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const update = useUpdateVendor();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(adjustFormSchema),
    defaultValues: formValues(vendor),
  });
  const { errors } = form.formState;

  function changeOpen(next: boolean) {
    if (update.isPending) return;
    // Opening starts from what the vendor has now (the list may have refreshed since).
    if (next) form.reset(formValues(vendor));
    setOpen(next);
  }

  const onSubmit = form.handleSubmit(async (changes) => {
    try {
      await update.mutateAsync({ vendorId: vendor.id, changes });
      setOpen(false);
      toast({
        title: "Vendor updated",
        description: `${vendor.name}'s categories, service radius and daily capacity have been saved.`,
      });
    } catch (error) {
      const marked = setServerFieldErrors(form.setError, fieldErrorsOf(error), FORM_FIELDS);
      if (!marked) toast({ title: "Error", description: errorText(error, ADJUST_FAILURE), variant: "destructive" });
    }
  });

  const pending = update.isPending || form.formState.isSubmitting;
  const categoriesError = errors.categories?.message ?? errors.categories?.root?.message;
  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm">
          <SlidersHorizontal aria-hidden="true" className="h-4 w-4" />
          Adjust
          <span className="sr-only"> {vendor.name}</span>
        </Button>
      </DialogTrigger>
      <DialogContent
        title={`Adjust ${vendor.name}`}
        description="Which plans this vendor's orders can come from, how far from their postcode they deliver, and how many orders a day they take."
      >
        <form onSubmit={onSubmit} noValidate aria-label={`Adjust ${vendor.name}`} className="flex flex-col gap-5">
          <CheckboxCardGroup
            legend="Categories they fulfil"
            options={SUPPLIER_CATEGORIES.map((category) => ({
              value: category,
              label: supplierCategoryLabel(category),
            }))}
            registration={form.register("categories")}
            error={categoriesError}
          />
          <Field
            label="Service radius (km)"
            hint={`From the vendor's postcode; 1 to ${MAX_SERVICE_RADIUS_KM} km.`}
            error={errors.serviceRadius?.message}
          >
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_SERVICE_RADIUS_KM}
              step={1}
              className="w-32"
              {...form.register("serviceRadius")}
            />
          </Field>
          <Field
            label="Daily capacity (orders per day)"
            hint={`Routing passes orders on once a delivery day is full; 1 to ${MAX_DAILY_CAPACITY}.`}
            error={errors.dailyCapacity?.message}
          >
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_DAILY_CAPACITY}
              step={1}
              className="w-32"
              {...form.register("dailyCapacity")}
            />
          </Field>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" disabled={pending} onClick={() => changeOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending} aria-busy={pending}>
              {pending ? "Saving..." : "Save changes"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

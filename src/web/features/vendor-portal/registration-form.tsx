import { zodResolver } from "@hookform/resolvers/zod";
import type { User } from "@shared/schemas/auth";
import { supplierCreateSchema } from "@shared/schemas/supplier";
import { useForm } from "react-hook-form";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { useToast } from "../../components/ui/toast";
import { errorText, fieldErrorsOf } from "../../lib/api";
import { setServerFieldErrors } from "../../lib/form-errors";
import { useCreateSupplier } from "./api/create-supplier";
import { SupplierFields } from "./supplier-fields";
import {
  REGISTRATION_FIELDS,
  type RegistrationInput,
  type RegistrationOutput,
  registrationDefaults,
} from "./supplier-form";

const REGISTRATION_ERROR = "Your registration could not be saved. Please try again.";

/** "Become a Vendor": the signed-in vendor's supplier record, for an account that has none yet. */
export function RegistrationForm({ user }: { user: User }) {
  const toast = useToast();
  const createSupplier = useCreateSupplier();
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<RegistrationInput, unknown, RegistrationOutput>({
    resolver: zodResolver(supplierCreateSchema),
    defaultValues: registrationDefaults(user),
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      // The server takes the id from the session too; sending it keeps the spec's payload.
      await createSupplier.mutateAsync({ ...values, userId: user.id });
      toast({ title: "Registration successful", description: "Your supplier account is pending approval" });
    } catch (error) {
      toast({
        title: "Registration failed",
        description: errorText(error, REGISTRATION_ERROR),
        variant: "destructive",
      });
      setServerFieldErrors(setError, fieldErrorsOf(error), REGISTRATION_FIELDS);
    }
  });

  return (
    <Card className="p-5 sm:p-8">
      <h2 className="font-serif text-2xl text-ink">Become a Vendor</h2>
      <p className="mt-2 text-muted">
        Tell us about your shop and what you can make. Our team reviews every vendor; you can set up gift boxes while
        you wait.
      </p>
      <form onSubmit={onSubmit} noValidate aria-label="Become a Vendor" className="mt-6 flex flex-col gap-6">
        <SupplierFields register={register} errors={errors} country={watch("country")} />
        <Button type="submit" disabled={createSupplier.isPending} className="w-full sm:w-auto sm:self-start">
          {createSupplier.isPending ? "Registering…" : "Register as a vendor"}
        </Button>
      </form>
    </Card>
  );
}

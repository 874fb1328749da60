import { zodResolver } from "@hookform/resolvers/zod";
import { todayIso } from "@shared/domain/dates";
import { ACCOUNT_RELATIONSHIPS, RECIPIENT_EMAIL_HINT, type Recipient } from "@shared/schemas/recipient";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { AddressFields } from "../../components/forms/address-fields";
import { Button } from "../../components/ui/button";
import { Field } from "../../components/ui/field";
import { Input, Select, Textarea } from "../../components/ui/input";
import { useToast } from "../../components/ui/toast";
import { errorText, fieldErrorsOf } from "../../lib/api";
import { setServerFieldErrors } from "../../lib/form-errors";
import {
  type RecipientEditForm as FormValues,
  humanise,
  RECIPIENT_UPDATE_ERROR,
  recipientEditSchema,
  recipientToForm,
  toRecipientPatch,
} from "./account-rules";
import { useUpdateRecipient } from "./api/update-recipient";
import { RecipientSpecialDatesEditor } from "./recipient-special-dates-editor";

/** The server's name for a field, as this form names it. */
const serverFieldName = (name: string) => (name === "name" ? "fullName" : name === "dateOfBirth" ? "birthday" : name);

interface RecipientEditFormProps {
  userId: number;
  recipient: Recipient;
  /** Leaves edit mode (after Save or Cancel). */
  onDone: () => void;
}

/** Inline edit of a recipient (spec §5 "Recipient edit"): Save sends only the filled-in fields. */
export function RecipientEditForm({ userId, recipient, onDone }: RecipientEditFormProps) {
  const toast = useToast();
  const patch = useUpdateRecipient(userId, recipient.id);
  const {
    register,
    control,
    handleSubmit,
    watch,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<FormValues>({ resolver: zodResolver(recipientEditSchema), defaultValues: recipientToForm(recipient) });

  useEffect(() => setFocus("fullName"), [setFocus]);

  const relationship = watch("relationship");
  const relationships: string[] = [...ACCOUNT_RELATIONSHIPS];
  if (recipient.relationship && !relationships.includes(recipient.relationship))
    relationships.unshift(recipient.relationship);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await patch.mutateAsync(toRecipientPatch(values));
      toast({ title: "Profile updated", description: `${values.fullName.trim()}'s details have been saved.` });
      onDone();
    } catch (error) {
      // The server's word on a field (say, a postcode not in the chosen state) shows on it, focused.
      setServerFieldErrors(setError, fieldErrorsOf(error), new Set(Object.keys(values)), serverFieldName);
      toast({ title: "Error", description: errorText(error, RECIPIENT_UPDATE_ERROR), variant: "destructive" });
    }
  });

  const name = recipient.fullName || recipient.name;
  return (
    <form
      data-recipient-edit
      onSubmit={onSubmit}
      noValidate
      aria-label={`Edit ${name}`}
      className="flex flex-col gap-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Full name" error={errors.fullName?.message}>
          <Input autoComplete="off" {...register("fullName")} />
        </Field>
        <Field label="Relationship" error={errors.relationship?.message}>
          <Select {...register("relationship")}>
            <option value="">Select a relationship</option>
            {relationships.map((r) => (
              <option key={r} value={r}>
                {humanise(r)}
              </option>
            ))}
          </Select>
        </Field>
        {relationship === "other" && (
          <Field label="Other relationship" error={errors.otherRelationship?.message}>
            <Input autoComplete="off" {...register("otherRelationship")} />
          </Field>
        )}
        <Field label="Phone" error={errors.phoneNumber?.message}>
          <Input type="tel" inputMode="tel" autoComplete="off" {...register("phoneNumber")} />
        </Field>
        <Field label="Their e-mail (optional)" hint={RECIPIENT_EMAIL_HINT} error={errors.email?.message}>
          <Input type="email" inputMode="email" autoComplete="off" {...register("email")} />
        </Field>
      </div>

      <fieldset className="grid min-w-0 gap-4 border-t border-line pt-4 sm:grid-cols-2">
        <legend className="pr-2 font-medium text-ink">Delivery address</legend>
        <AddressFields register={register} errors={errors} statePlaceholder="State" />
      </fieldset>

      <fieldset className="grid min-w-0 gap-4 border-t border-line pt-4 sm:grid-cols-2">
        <legend className="pr-2 font-medium text-ink">Dates and favourites</legend>
        <Field label="Birthday" error={errors.birthday?.message}>
          <Input type="date" max={todayIso()} {...register("birthday")} />
        </Field>
        <Field label="Anniversary" error={errors.anniversary?.message}>
          <Input type="date" {...register("anniversary")} />
        </Field>
        <Field label="Favourite colour" error={errors.favouriteColor?.message}>
          <Input autoComplete="off" {...register("favouriteColor")} />
        </Field>
        <Field label="Favourite flower" error={errors.favouriteFlower?.message}>
          <Input autoComplete="off" {...register("favouriteFlower")} />
        </Field>
        <div className="sm:col-span-2">
          <Field label="Notes" error={errors.notes?.message}>
            <Textarea rows={3} {...register("notes")} />
          </Field>
        </div>
      </fieldset>

      <RecipientSpecialDatesEditor control={control} />

      <p className="text-xs text-muted">Fields left blank keep their current value.</p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={patch.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={patch.isPending}>
          {patch.isPending ? "Saving..." : "Save"}
        </Button>
      </div>
    </form>
  );
}

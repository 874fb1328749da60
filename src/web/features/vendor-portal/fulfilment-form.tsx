import { zodResolver } from "@hookform/resolvers/zod";
import { recipientToday } from "@shared/domain/dates";
import type { VendorOrder } from "@shared/schemas/fulfilment";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { Controller, type UseFormRegisterReturn, useForm } from "react-hook-form";
import { Button } from "../../components/ui/button";
import { Field } from "../../components/ui/field";
import { Input, Select, Textarea } from "../../components/ui/input";
import { useToast } from "../../components/ui/toast";
import { errorText, fieldErrorsOf } from "../../lib/api";
import { setServerFieldErrors } from "../../lib/form-errors";
import { useSaveFulfilment } from "./api/save-fulfilment";
import {
  COURIER_OPTIONS,
  FULFILMENT_FAILED,
  FULFILMENT_FIELDS,
  FULFILMENT_OFFLINE,
  type FulfilmentFormInput,
  type FulfilmentFormOutput,
  firstErrorField,
  fulfilmentDefaults,
  fulfilmentFormSchema,
  isUpdate,
  savedMessage,
} from "./fulfilment-rules";
import { deliveryDateText } from "./order-rules";
import { UploadField } from "./upload-field";

interface FulfilmentFormProps {
  order: VendorOrder;
  onDone: () => void;
  /** Tells the dialog a save is running, so it cannot be closed halfway. */
  onPendingChange: (pending: boolean) => void;
}

/**
 * The fulfilment dialog's form (spec "Fulfilment dialog", enforced as PRODUCT.md asks): the package photo,
 * what is in it, when and how it left, and the vendor's confirmation. Saving marks the order shipped.
 */
export function FulfilmentForm({ order, onDone, onPendingChange }: FulfilmentFormProps) {
  const toast = useToast();
  const save = useSaveFulfilment();
  const updating = isUpdate(order);
  const today = recipientToday(order.address.state);
  const defaults = useMemo(() => fulfilmentDefaults(order, today), [order, today]);
  const schema = useMemo(() => fulfilmentFormSchema(order.deliveryDate), [order.deliveryDate]);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<FulfilmentFormInput, unknown, FulfilmentFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: defaults,
    // Focus goes to the first wrong field in screen order (onInvalid below), the photo included.
    shouldFocusError: false,
  });
  // The photo already sent is shown on the order; the form shows one only when it can keep it.
  const preview = usePhotoPreview(defaults.packagePhotoId ? (order.fulfilment?.packagePhotoUrl ?? "") : "");
  const photoAgain = updating && !defaults.packagePhotoId;
  const pending = save.isPending || isSubmitting;

  useEffect(() => {
    onPendingChange(pending);
    // Closed after a save that was still pending: the dialog must not stay locked.
    return () => onPendingChange(false);
  }, [pending, onPendingChange]);

  const onInvalid = (problems: Partial<Record<string, unknown>>) => {
    const first = firstErrorField(problems);
    if (first) setFocus(first as keyof FulfilmentFormInput);
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({ orderId: order.id, input: { ...values, confirmed: true } });
      toast(savedMessage(updating, saved));
      onDone();
    } catch (error) {
      const marked = setServerFieldErrors(setError, fieldErrorsOf(error), FULFILMENT_FIELDS);
      toast({
        title: "Failed to save fulfilment",
        description: marked
          ? "Please check the highlighted fields."
          : errorText(error, FULFILMENT_FAILED, FULFILMENT_OFFLINE),
        variant: "destructive",
      });
    }
  }, onInvalid);

  return (
    <form onSubmit={onSubmit} noValidate aria-label={`Fulfil order ${order.id}`} className="flex flex-col gap-5">
      {photoAgain && (
        <p className="rounded-xl bg-paper px-3 py-2 text-sm text-ink">
          To save changes, upload the package photo again: it replaces the one you sent.
        </p>
      )}
      <Controller
        control={control}
        name="packagePhotoId"
        render={({ field, fieldState }) => (
          <UploadField
            label="Package photo (required)"
            purpose="package-photo"
            value={preview.url}
            onChange={() => {}}
            onUploaded={(stored, file) => {
              preview.show(file);
              field.onChange(stored.id);
            }}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={fieldState.error?.message}
            disabled={pending}
          />
        )}
      />
      <Field
        label="Inclusions list (required)"
        hint="What is in the package, one item a line."
        error={errors.inclusions?.message}
      >
        <Textarea rows={4} {...register("inclusions")} />
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          label="Dispatch date (required)"
          hint={`On or before the delivery date, ${deliveryDateText(order.deliveryDate)}.`}
          error={errors.dispatchDate?.message}
        >
          <Input type="date" max={order.deliveryDate} {...register("dispatchDate")} />
        </Field>
        <Field label="Time (optional)" hint="When it left, as HH:MM." error={errors.dispatchTime?.message}>
          <Input type="time" {...register("dispatchTime")} />
        </Field>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Courier (optional)" error={errors.courier?.message}>
          <Select {...register("courier")}>
            <option value="">No courier named</option>
            {COURIER_OPTIONS.map((courier) => (
              <option key={courier} value={courier}>
                {courier}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Tracking (optional)" hint="The courier's tracking number." error={errors.trackingNumber?.message}>
          <Input autoComplete="off" spellCheck={false} {...register("trackingNumber")} />
        </Field>
      </div>
      <Field
        label="Notes (optional)"
        hint="Anything our team should know about this delivery."
        error={errors.notes?.message}
      >
        <Textarea rows={3} className="min-h-20" {...register("notes")} />
      </Field>
      <ConfirmBox error={errors.confirmed?.message} {...register("confirmed")} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending} aria-busy={pending}>
          {pending ? "Saving…" : updating ? "Save changes" : "Mark as shipped"}
        </Button>
      </div>
    </form>
  );
}

type ConfirmBoxProps = UseFormRegisterReturn<"confirmed"> & { error?: string };

/** The required confirmation: a large, labelled checkbox with its error read out. */
function ConfirmBox({ error, ...field }: ConfirmBoxProps) {
  const errorId = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-line px-3 py-3 has-[:checked]:border-plum has-[:checked]:bg-blush/40 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-forget">
        <input
          type="checkbox"
          className="mt-0.5 h-5 w-5 shrink-0 accent-plum focus-visible:outline-none"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...field}
        />
        <span className="text-sm text-ink">
          I confirm the package matches this order and is ready to go (required).
        </span>
      </label>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

/** The photo shown in the form: the one already sent, or the file just uploaded (kept on this device). */
function usePhotoPreview(initial: string) {
  const [url, setUrl] = useState(initial);
  const objectUrl = useRef<string | null>(null);
  useEffect(
    () => () => {
      if (objectUrl.current) URL.revokeObjectURL(objectUrl.current);
    },
    [],
  );
  return {
    url,
    show(file: File) {
      if (objectUrl.current) URL.revokeObjectURL(objectUrl.current);
      objectUrl.current = URL.createObjectURL(file);
      setUrl(objectUrl.current);
    },
  };
}

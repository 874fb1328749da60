import { zodResolver } from "@hookform/resolvers/zod";
import { GIFT_BOX_CATEGORIES, type GiftBoxCategory } from "@shared/domain/catalogue";
import { GIFT_BOX_CATEGORY_LABELS } from "@shared/domain/vendor-categories";
import { giftBoxFormSchema, type VendorGiftBox } from "@shared/schemas/vendor-gift-box";
import { type ComponentProps, useEffect, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { Button } from "../../components/ui/button";
import { Field } from "../../components/ui/field";
import { Input, Select, Textarea } from "../../components/ui/input";
import { useToast } from "../../components/ui/toast";
import { errorText, fieldErrorsOf, refusalReason } from "../../lib/api";
import { setServerFieldErrors } from "../../lib/form-errors";
import { useCreateGiftBox } from "./api/create-gift-box";
import { useUpdateGiftBox } from "./api/update-gift-box";
import {
  changedBoxFields,
  FREQUENCY_OPTIONS,
  type GiftBoxFormInput,
  type GiftBoxFormOutput,
  giftBoxToForm,
  imageErrorText,
  planOfCategory,
  toGiftBoxPayload,
} from "./gift-box-rules";
import { UploadField } from "./upload-field";

const FORM_FIELDS: ReadonlySet<string> = new Set(["name", "description", "price", "imageUrl", "category", "frequency"]);
// The selects start on their "Choose one" option: "" is not a category, so the schema asks for one.
const EMPTY = {
  name: "",
  description: "",
  price: "",
  imageUrl: "",
  category: "",
  frequency: "",
} as unknown as GiftBoxFormInput;

interface GiftBoxFormProps {
  supplierId: number;
  /** The box to edit; without it the form creates one. */
  box?: VendorGiftBox;
  onDone?: () => void;
}

/** Create or edit a gift box: name, description, price per box, an uploaded photo, category and frequency. */
export function GiftBoxForm({ supplierId, box, onDone }: GiftBoxFormProps) {
  const toast = useToast();
  const createBox = useCreateGiftBox();
  const updateBox = useUpdateGiftBox();
  // A new key after each created box resets the photo field's own state with the form.
  const [round, setRound] = useState(0);
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    watch,
    setFocus,
    formState: { errors },
  } = useForm<GiftBoxFormInput, unknown, GiftBoxFormOutput>({
    resolver: zodResolver(giftBoxFormSchema),
    defaultValues: box ? giftBoxToForm(box) : EMPTY,
  });
  const pending = createBox.isPending || updateBox.isPending;
  const editing = box !== undefined;

  // An edit opens in place of the box's card: focus moves into it.
  useEffect(() => {
    if (editing) setFocus("name");
  }, [editing, setFocus]);
  const category = watch("category") as GiftBoxCategory | "" | undefined;

  const onSubmit = handleSubmit(async (values) => {
    try {
      if (box) {
        const changes = changedBoxFields(box, values);
        if (Object.keys(changes).length > 0) {
          await updateBox.mutateAsync({ id: box.id, changes });
          toast({ title: "Gift box updated", description: "Your changes have been saved." });
        }
        onDone?.();
        return;
      }
      await createBox.mutateAsync({ ...toGiftBoxPayload(values), supplierId });
      toast({ title: "Gift box created", description: "Your gift box has been created successfully" });
      reset(EMPTY);
      setRound((value) => value + 1);
      onDone?.();
    } catch (error) {
      setServerFieldErrors(setError, fieldErrorsOf(error), FORM_FIELDS);
      toast(
        box
          ? {
              title: "Failed to update gift box",
              description: errorText(error, "Please try again."),
              variant: "destructive",
            }
          : {
              title: "Failed to create gift box",
              description: refusalReason(error) ?? undefined,
              variant: "destructive",
            },
      );
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={box ? `Edit ${box.name}` : "Create a gift box"}
      className="flex flex-col gap-4"
    >
      <Field label="Gift box name" error={errors.name?.message}>
        <Input autoComplete="off" {...register("name")} />
      </Field>
      <Field label="Description" error={errors.description?.message} hint="What's inside, and what makes it special.">
        <Textarea {...register("description")} />
      </Field>
      <Field
        label="Price per box"
        error={errors.price?.message}
        hint="What the shop pays you for each box, in Australian dollars including GST."
      >
        <PriceInput {...register("price")} />
      </Field>
      <Controller
        control={control}
        name="imageUrl"
        render={({ field, fieldState }) => (
          <UploadField
            key={round}
            label="Gift box photo"
            purpose="gift-box"
            value={field.value ?? ""}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={imageErrorText(field.value, fieldState.error?.message)}
            disabled={pending}
          />
        )}
      />
      <div className="grid gap-4">
        <Field
          label="Category"
          error={errors.category?.message}
          hint={category ? `Sold under ${planOfCategory(category)}.` : "Each category is sold under one of our plans."}
        >
          <Select {...register("category")}>
            <option value="">Choose one</option>
            {GIFT_BOX_CATEGORIES.map((value) => (
              <option key={value} value={value}>
                {GIFT_BOX_CATEGORY_LABELS[value]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Frequency" error={errors.frequency?.message} hint="How often this box can be sent.">
          <Select {...register("frequency")}>
            <option value="">Choose one</option>
            {FREQUENCY_OPTIONS.map(({ value, label }) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row">
        {box && (
          <Button variant="outline" onClick={onDone} disabled={pending}>
            Cancel
          </Button>
        )}
        <Button type="submit" disabled={pending}>
          {box
            ? updateBox.isPending
              ? "Saving…"
              : "Save changes"
            : createBox.isPending
              ? "Creating…"
              : "Create gift box"}
        </Button>
      </div>
    </form>
  );
}

/** A dollar amount: "$" in front, a decimal keypad on phones. */
function PriceInput(props: ComponentProps<"input">) {
  return (
    <div className="relative">
      <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-muted">
        $
      </span>
      <Input inputMode="decimal" autoComplete="off" placeholder="0.00" className="pl-7" {...props} />
    </div>
  );
}

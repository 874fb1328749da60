import { zodResolver } from "@hookform/resolvers/zod";
import { FREQUENCIES, frequencyLabel } from "@shared/domain/frequency";
import type { User } from "@shared/schemas/auth";
import type { GiftBox } from "@shared/schemas/gift-box";
import { subscriptionFormSchema } from "@shared/schemas/subscription";
import { useRecipients } from "@web/features/recipients/api/get-recipients";
import { Loader2 } from "lucide-react";
import { Switch } from "radix-ui";
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import type { z } from "zod";
import { CheckboxCardGroup } from "../../components/forms/checkbox-card-group";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Field } from "../../components/ui/field";
import { Input, Select, Textarea } from "../../components/ui/input";
import { useToast } from "../../components/ui/toast";
import { fieldErrorsOf } from "../../lib/api";
import { useCreateSubscription } from "./api/create-subscription";
import { checkoutUrl } from "./checkout-links";
import { describeCreateSubscriptionError } from "./create-subscription-error";
import { CARD_MESSAGE_OPTIONS, ROTATION_CATEGORY_OPTIONS, SPECIAL_OCCASION_OPTIONS } from "./labels";
import { EMPTY_RECIPIENT, fieldsFromProfile, RECIPIENT_FIELDS, type RecipientField } from "./recipient-fill";

type FormInput = z.input<typeof subscriptionFormSchema>;
type FormOutput = z.output<typeof subscriptionFormSchema>;

const REDIRECT_DELAY_MS = 1500;
const NEW_RECIPIENT = "new";

interface SubscriptionFormProps {
  box: GiftBox;
  /** undefined while the session loads, null when signed out. */
  user: User | null | undefined;
  preselectRecipient: number | null;
}

function defaultFrequency(box: GiftBox): FormInput["frequency"] {
  return (FREQUENCIES as readonly string[]).includes(box.frequency)
    ? (box.frequency as FormInput["frequency"])
    : "monthly";
}

export function SubscriptionForm({ box, user, preselectRecipient }: SubscriptionFormProps) {
  const toast = useToast();
  const navigate = useNavigate();
  const recipients = useRecipients(user?.id);
  const [choice, setChoice] = useState<string>(NEW_RECIPIENT);
  const [locked, setLocked] = useState<RecipientField[]>([]);
  const [formError, setFormError] = useState<string | null>(null);
  const [redirectTo, setRedirectTo] = useState<string | null>(null);
  const preselected = useRef(false);

  const {
    register,
    handleSubmit,
    control,
    watch,
    setValue,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(subscriptionFormSchema),
    defaultValues: {
      giftBoxId: box.id,
      recipientProfileId: null,
      ...EMPTY_RECIPIENT,
      frequency: defaultFrequency(box),
      cardMessage: "",
      customMessage: "",
      specialOccasion: "",
      personalPreferences: "",
      rotateCategories: false,
      selectedCategories: [],
    },
  });

  const cardMessage = watch("cardMessage");
  const rotate = watch("rotateCategories");

  const chooseRecipient = (value: string) => {
    setChoice(value);
    clearErrors(RECIPIENT_FIELDS);
    const profile = recipients.data?.find((r) => String(r.id) === value);
    if (!profile) {
      setValue("recipientProfileId", null);
      for (const field of RECIPIENT_FIELDS) setValue(field, EMPTY_RECIPIENT[field]);
      setLocked([]);
      return;
    }
    const filled = fieldsFromProfile(profile);
    setValue("recipientProfileId", profile.id);
    for (const field of RECIPIENT_FIELDS) setValue(field, filled.values[field]);
    setLocked(filled.locked);
  };

  // `?recipient={id}` preselects one of the buyer's profiles once the list arrives.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per list answer.
  useEffect(() => {
    if (preselected.current || !recipients.data || preselectRecipient === null) return;
    preselected.current = true;
    if (recipients.data.some((r) => r.id === preselectRecipient)) chooseRecipient(String(preselectRecipient));
  }, [recipients.data, preselectRecipient]);

  useEffect(() => {
    if (!redirectTo) return;
    const timer = setTimeout(() => navigate(redirectTo), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [redirectTo, navigate]);

  const create = useCreateSubscription();

  const submitValid = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const created = await create.mutateAsync({
        ...values,
        recipientProfileId: values.recipientProfileId ?? undefined,
        customMessage: values.cardMessage === "custom" ? values.customMessage : null,
        selectedCategories: values.rotateCategories ? values.selectedCategories : [],
      });
      toast({ title: "Subscription plan saved", description: "Redirecting to checkout to complete payment..." });
      setRedirectTo(
        checkoutUrl({
          subscriptionId: created.id,
          recipientId: created.recipientProfileId,
          giftBoxId: created.giftBoxId,
          frequency: created.frequency,
        }),
      );
    } catch (error) {
      for (const [field, message] of Object.entries(fieldErrorsOf(error))) {
        if (field in subscriptionFormSchema.shape) setError(field as keyof FormInput, { message });
      }
      const { title, description } = describeCreateSubscriptionError(error);
      setFormError(description);
      toast({ title, description, variant: "destructive" });
    }
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (user === null) {
      event.preventDefault();
      toast({
        title: "Authentication required",
        description: "Please log in to create a subscription",
        variant: "destructive",
      });
      navigate("/account");
      return;
    }
    void submitValid(event);
  };

  if (redirectTo) {
    return (
      <Card className="p-8 text-center">
        <div role="status" className="flex flex-col items-center gap-3">
          <Loader2 aria-hidden="true" className="h-8 w-8 animate-spin text-plum" />
          <p className="font-serif text-xl text-ink">Subscription plan saved</p>
          <p className="text-muted">Redirecting to checkout to complete payment...</p>
        </div>
      </Card>
    );
  }

  const pending = create.isPending || user === undefined;
  const isLocked = (field: RecipientField) => choice !== NEW_RECIPIENT && locked.includes(field);

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Subscription details" className="flex flex-col gap-6">
      <input type="hidden" {...register("giftBoxId")} />

      <Section title="Who is it for?">
        <RecipientPicker
          choice={choice}
          onChange={chooseRecipient}
          loading={Boolean(user) && recipients.isPending}
          failed={recipients.isError}
          recipients={recipients.data ?? []}
        />
        {choice !== NEW_RECIPIENT && locked.length > 0 && (
          <p className="text-sm text-muted">
            These details come from the recipient's profile. You can change them on your account page.
          </p>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Recipient name" error={errors.recipientName?.message}>
            <Input autoComplete="off" readOnly={isLocked("recipientName")} {...register("recipientName")} />
          </Field>
          <Field
            label="Recipient email"
            error={errors.recipientEmail?.message}
            hint={
              choice !== NEW_RECIPIENT && !isLocked("recipientEmail")
                ? "Their profile has no e-mail yet: please add one."
                : undefined
            }
          >
            <Input
              type="email"
              inputMode="email"
              autoComplete="off"
              spellCheck={false}
              readOnly={isLocked("recipientEmail")}
              {...register("recipientEmail")}
            />
          </Field>
          <Field label="Recipient phone (optional)" error={errors.recipientPhone?.message}>
            <Input
              type="tel"
              inputMode="tel"
              autoComplete="off"
              readOnly={isLocked("recipientPhone")}
              {...register("recipientPhone")}
            />
          </Field>
          <Field
            label="Delivery address"
            error={errors.recipientAddress?.message}
            hint="Street, suburb, state and postcode"
          >
            <Input autoComplete="off" readOnly={isLocked("recipientAddress")} {...register("recipientAddress")} />
          </Field>
        </div>
      </Section>

      <Section title="Delivery">
        <Field label="How often?" error={errors.frequency?.message}>
          <Select {...register("frequency")}>
            {FREQUENCIES.map((frequency) => (
              <option key={frequency} value={frequency}>
                {frequencyLabel(frequency)}
              </option>
            ))}
          </Select>
        </Field>
      </Section>

      <Section title="The card">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Card message" error={errors.cardMessage?.message}>
            <Select {...register("cardMessage")}>
              <option value="">No card message</option>
              {CARD_MESSAGE_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Special occasion (optional)" error={errors.specialOccasion?.message}>
            <Select {...register("specialOccasion")}>
              <option value="">None</option>
              {SPECIAL_OCCASION_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        {cardMessage === "custom" && (
          <Field
            label="Your message"
            error={errors.customMessage?.message}
            hint="Up to 500 characters, handwritten on the card."
          >
            <Textarea maxLength={500} {...register("customMessage")} />
          </Field>
        )}
      </Section>

      <Section title="Preferences">
        <Field
          label="Personal preferences (optional)"
          error={errors.personalPreferences?.message}
          hint="Favourite colours, things to avoid, allergies: anything that helps us choose."
        >
          <Textarea maxLength={1000} {...register("personalPreferences")} />
        </Field>
        <Controller
          control={control}
          name="rotateCategories"
          render={({ field }) => (
            <RotateSwitch checked={Boolean(field.value)} onCheckedChange={field.onChange} onBlur={field.onBlur} />
          )}
        />
        {rotate && (
          <CheckboxCardGroup
            legend="Categories to rotate through"
            options={ROTATION_CATEGORY_OPTIONS}
            registration={register("selectedCategories")}
            error={errors.selectedCategories?.message}
          />
        )}
      </Section>

      {formError && (
        <p role="alert" className="rounded-xl border border-danger/40 bg-danger/5 p-4 text-sm text-danger">
          {formError}
        </p>
      )}

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted">Next: choose to pay each delivery or a year upfront, and pay securely.</p>
        <Button type="submit" size="lg" disabled={pending} className="w-full shrink-0 whitespace-nowrap sm:w-auto">
          {create.isPending ? (
            <>
              <Loader2 aria-hidden="true" className="h-5 w-5 animate-spin" />
              Saving...
            </>
          ) : (
            "Continue to Checkout"
          )}
        </Button>
      </div>
    </form>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="p-5 sm:p-6">
      <fieldset className="flex min-w-0 flex-col gap-4">
        <legend className="mb-4 font-serif text-xl text-ink">{title}</legend>
        {children}
      </fieldset>
    </Card>
  );
}

interface RecipientPickerProps {
  choice: string;
  onChange: (value: string) => void;
  loading: boolean;
  failed: boolean;
  recipients: { id: number; name: string; relationship: string }[];
}

function RecipientPicker({ choice, onChange, loading, failed, recipients }: RecipientPickerProps) {
  return (
    <Field
      label="Recipient"
      hint={
        loading
          ? "Loading your recipients…"
          : failed
            ? "Failed to fetch recipient profiles. You can still add a new recipient."
            : recipients.length > 0
              ? "Choose someone you've already set up, or add someone new."
              : undefined
      }
    >
      <Select value={choice} onChange={(event) => onChange(event.target.value)} disabled={loading}>
        {recipients.map((recipient) => (
          <option key={recipient.id} value={String(recipient.id)}>
            {recipient.name}
            {recipient.relationship ? ` (${recipient.relationship})` : ""}
          </option>
        ))}
        <option value={NEW_RECIPIENT}>New recipient</option>
      </Select>
    </Field>
  );
}

function RotateSwitch({
  checked,
  onCheckedChange,
  onBlur,
}: {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  onBlur: () => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4">
      <div>
        <label htmlFor={id} className="font-medium text-ink">
          Rotate categories
        </label>
        <p id={`${id}-hint`} className="text-sm text-muted">
          Mix things up: each delivery comes from the next category you pick.
        </p>
      </div>
      <Switch.Root
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        onBlur={onBlur}
        aria-describedby={`${id}-hint`}
        className="relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border border-line bg-line transition-colors data-[state=checked]:border-plum data-[state=checked]:bg-plum"
      >
        <Switch.Thumb className="block h-5 w-5 translate-x-1 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-6" />
      </Switch.Root>
    </div>
  );
}

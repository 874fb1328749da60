import { zodResolver } from "@hookform/resolvers/zod";
import { FREQUENCIES, frequencyLabel } from "@shared/domain/frequency";
import { LIVE_SUBSCRIPTION_MESSAGE } from "@shared/domain/subscription-status";
import type { User } from "@shared/schemas/auth";
import type { GiftBox } from "@shared/schemas/gift-box";
import { subscriptionFormSchema } from "@shared/schemas/subscription";
import { Loader2 } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import type { z } from "zod";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Field } from "../../components/ui/field";
import { Select } from "../../components/ui/input";
import { useDismissToast, useToast } from "../../components/ui/toast";
import { fieldErrorsOf } from "../../lib/api";
import { useCreateSubscription } from "./api/create-subscription";
import { checkoutUrl } from "./checkout-links";
import { describeCreateSubscriptionError } from "./create-subscription-error";
import { CHOOSE_RECIPIENT_MESSAGE, NO_RECIPIENT_CHOSEN } from "./recipient-choice";
import { EMPTY_RECIPIENT } from "./recipient-fill";
import { RecipientPicker } from "./recipient-picker";
import { CardSection, PreferencesSection, RecipientFields, Section } from "./subscription-form-sections";
import { useRecipientChoice } from "./use-recipient-choice";

type FormInput = z.input<typeof subscriptionFormSchema>;
type FormOutput = z.output<typeof subscriptionFormSchema>;

const REDIRECT_DELAY_MS = 1500;

interface SubscriptionFormProps {
  box: GiftBox;
  /** undefined while the session loads, null when signed out. */
  user: User | null | undefined;
  /** The recipient named by the link (`?recipient={id}`), chosen when it is one of the buyer's. */
  preselectRecipient: number | null;
}

function defaultFrequency(box: GiftBox): FormInput["frequency"] {
  return (FREQUENCIES as readonly string[]).includes(box.frequency)
    ? (box.frequency as FormInput["frequency"])
    : "monthly";
}

export function SubscriptionForm({ box, user, preselectRecipient }: SubscriptionFormProps) {
  const toast = useToast();
  const dismissToast = useDismissToast();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const [pickerError, setPickerError] = useState<string | null>(null);
  const [redirectTo, setRedirectTo] = useState<string | null>(null);
  const pickerRef = useRef<HTMLSelectElement>(null);

  const form = useForm<FormInput, unknown, FormOutput>({
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

  const {
    register,
    handleSubmit,
    setValue,
    setError,
    clearErrors,
    formState: { errors },
  } = form;
  const recipient = useRecipientChoice(user, preselectRecipient, { setValue, clearErrors });
  const chooseRecipient = (value: string) => {
    setPickerError(null);
    recipient.choose(value);
  };

  // The "saved" toast belongs to this page: it goes when checkout opens, never lingering over the card form.
  useEffect(() => {
    if (!redirectTo) return;
    const timer = setTimeout(() => {
      dismissToast();
      navigate(redirectTo);
    }, REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [redirectTo, navigate, dismissToast]);

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
      toast({
        title: "Subscription plan saved",
        description: "Redirecting to checkout to complete payment...",
        duration: REDIRECT_DELAY_MS,
      });
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
    // With recipients on file, the buyer says who it is for: a new profile is never made by default.
    if (recipient.choice === NO_RECIPIENT_CHOSEN) {
      event.preventDefault();
      setPickerError(CHOOSE_RECIPIENT_MESSAGE);
      pickerRef.current?.focus();
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
  const chosenIsLive = recipient.live.has(Number(recipient.choice));

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate aria-label="Subscription details" className="flex flex-col gap-6">
        <input type="hidden" {...register("giftBoxId")} />

        <Section title="Who is it for?">
          <RecipientPicker
            ref={pickerRef}
            choice={recipient.choice}
            onChange={chooseRecipient}
            loading={recipient.loading}
            failed={recipient.failed}
            recipients={recipient.recipients}
            live={recipient.live}
            error={pickerError ?? (chosenIsLive ? LIVE_SUBSCRIPTION_MESSAGE : undefined)}
          />
          {recipient.fromProfile && recipient.hasLockedFields && (
            <p className="text-sm text-muted">
              These details come from the recipient's profile. You can change them on your account page.
            </p>
          )}
          <RecipientFields isLocked={recipient.isLocked} fromProfile={recipient.fromProfile} />
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

        <CardSection />
        <PreferencesSection />

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
    </FormProvider>
  );
}

import { zodResolver } from "@hookform/resolvers/zod";
import { FormProvider, useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { NotSignedInNotice, useNotAuthenticatedToast } from "../../components/not-signed-in-notice";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { useToast } from "../../components/ui/toast";
import { errorStatus, errorText, fieldErrorsOf } from "../../lib/api";
import { setServerFieldErrors } from "../../lib/form-errors";
import { useCurrentUser } from "../../lib/session";
import { usePageTitle } from "../../lib/use-page-title";
import { useCreateRecipient } from "./api/create-recipient";
import { DeliveryAddressSection } from "./delivery-address-section";
import { GiftPlanSection } from "./gift-plan-section";
import { PersonalMessagesSection } from "./personal-messages-section";
import { PersonalisationSection } from "./personalisation-section";
import { RecipientBasicsSection } from "./recipient-basics-section";
import {
  RECIPIENT_FORM_DEFAULTS,
  type RecipientFormInput,
  type RecipientFormOutput,
  recipientSetupSchema,
  toRecipientPayload,
} from "./recipient-form-rules";
import { SpecialDatesSection } from "./special-dates-section";

const TITLE = "Tell Us About Your Recipient";
const FAILURE_MESSAGE = "Failed to create recipient profile. Please try again.";
const FORM_FIELDS = new Set(Object.keys(RECIPIENT_FORM_DEFAULTS));
/** The server's name for a field, as the form names it. */
const serverFieldName = (name: string) => (name === "dietaryRequirements" ? "dietaryRestrictions" : name);

/** /recipient-setup: one form, in sections, that creates a recipient profile. */
export function Component() {
  usePageTitle(TITLE);
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <Spinner label="Loading" />;
  if (!user) return <NotSignedInNotice title={TITLE} />;
  return <RecipientSetupForm />;
}

function RecipientSetupForm() {
  const toast = useToast();
  const notAuthenticated = useNotAuthenticatedToast();
  const navigate = useNavigate();
  const createRecipient = useCreateRecipient();
  const form = useForm<RecipientFormInput, unknown, RecipientFormOutput>({
    resolver: zodResolver(recipientSetupSchema),
    defaultValues: RECIPIENT_FORM_DEFAULTS,
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await createRecipient.mutateAsync(toRecipientPayload(values));
      toast({ title: "Recipient Profile Created" });
      await navigate("/account");
    } catch (error) {
      if (errorStatus(error) === 401) {
        notAuthenticated();
        return;
      }
      // The server's reason when it refused (say, alcohol for someone under 18); the spec's message otherwise.
      toast({ title: "Error", description: errorText(error, FAILURE_MESSAGE), variant: "destructive" });
      setServerFieldErrors(form.setError, fieldErrorsOf(error), FORM_FIELDS, serverFieldName);
    }
  });

  const pending = createRecipient.isPending || form.formState.isSubmitting;

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-12">
      <h1 className="font-serif text-3xl text-ink sm:text-4xl">{TITLE}</h1>
      <p className="mt-2 text-muted">
        A few details help us choose gifts they'll love and deliver them to the right door. Fields marked optional can
        be skipped.
      </p>
      <FormProvider {...form}>
        <form onSubmit={onSubmit} noValidate aria-label="Recipient profile" className="mt-6 flex flex-col gap-6">
          <RecipientBasicsSection />
          <DeliveryAddressSection />
          <SpecialDatesSection />
          <GiftPlanSection />
          <PersonalisationSection />
          <PersonalMessagesSection />
          <Button type="submit" size="lg" disabled={pending} className="w-full sm:w-auto sm:self-end">
            {pending ? "Creating Profile..." : "Continue to Gift Selection"}
          </Button>
        </form>
      </FormProvider>
    </div>
  );
}

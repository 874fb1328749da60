import { zodResolver } from "@hookform/resolvers/zod";
import { contactFormSchema } from "@shared/schemas/contact";
import { CircleCheck } from "lucide-react";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import type { z } from "zod";
import { Button } from "../../components/ui/button";
import { Field } from "../../components/ui/field";
import { Input, Textarea } from "../../components/ui/input";
import { errorText } from "../../lib/api";
import { useSendContactMessage } from "./api/send-contact-message";

export const CONTACT_EMAIL = "hello@forgetmenot.com.au";
const SUCCESS_VISIBLE_MS = 5000;

type ContactIn = z.input<typeof contactFormSchema>;
type ContactOut = z.output<typeof contactFormSchema>;

const SEND_FAILED = `Failed to send message. Please try again or email us directly at ${CONTACT_EMAIL}`;
const SEND_OFFLINE = `Error sending message. Please try again or email us directly at ${CONTACT_EMAIL}`;

/** The story page's contact form: name, e-mail and message, all required. */
export function ContactForm() {
  const [showSuccess, setShowSuccess] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ContactIn, unknown, ContactOut>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: { name: "", email: "", message: "" },
  });

  const send = useSendContactMessage();
  const submit = (values: ContactOut) => {
    setShowSuccess(false);
    send.mutate(
      {
        name: values.name,
        email: values.email,
        message: values.message,
        subject: "Website inquiry",
        formType: "contact",
      },
      {
        onSuccess: () => {
          reset();
          setShowSuccess(true);
        },
      },
    );
  };

  useEffect(() => {
    if (!showSuccess) return;
    const timer = window.setTimeout(() => setShowSuccess(false), SUCCESS_VISIBLE_MS);
    return () => window.clearTimeout(timer);
  }, [showSuccess]);

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="space-y-5">
      <div role="status">
        {showSuccess && (
          <div className="flex items-start gap-3 rounded-xl border border-leaf/40 bg-white p-4 text-ink">
            <CircleCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-leaf" />
            <p>
              Thank you — your message has been sent. We'll reply within 24-48 hours. In the meantime, our{" "}
              <Link to="/how-it-works#faq" className="text-plum underline underline-offset-4 hover:text-plum-dark">
                FAQ
              </Link>{" "}
              may already have the answer.
            </p>
          </div>
        )}
      </div>
      {send.isError && (
        <p role="alert" className="rounded-xl border border-danger/40 bg-white p-4 text-danger">
          {errorText(send.error, SEND_FAILED, SEND_OFFLINE)}
        </p>
      )}
      <p className="text-sm text-muted">All fields are required.</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Name" error={errors.name?.message}>
          <Input autoComplete="name" aria-required="true" {...register("name")} />
        </Field>
        <Field label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" aria-required="true" {...register("email")} />
        </Field>
      </div>
      <Field label="Message" error={errors.message?.message}>
        <Textarea rows={6} aria-required="true" {...register("message")} />
      </Field>
      <Button type="submit" disabled={send.isPending} className="w-full sm:w-auto">
        {send.isPending ? "Sending..." : "Send Message"}
      </Button>
    </form>
  );
}

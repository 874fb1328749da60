import { recipientsWithLiveSubscription } from "@shared/domain/subscription-status";
import type { User } from "@shared/schemas/auth";
import { useRecipients } from "@web/features/recipients/api/get-recipients";
import { useSubscriptions } from "@web/features/subscriptions/api/get-subscriptions";
import { useEffect, useMemo, useRef, useState } from "react";
import { initialRecipientChoice, NEW_RECIPIENT, NO_RECIPIENT_CHOSEN } from "./recipient-choice";
import { EMPTY_RECIPIENT, fieldsFromProfile, RECIPIENT_FIELDS, type RecipientField } from "./recipient-fill";

interface FormAccess {
  setValue: (field: RecipientField | "recipientProfileId", value: string | number | null) => void;
  clearErrors: (fields: readonly RecipientField[]) => void;
}

/**
 * The subscription form's recipient: the buyer's profiles (and which have a live subscription), the
 * picker's choice, and the fields a chosen profile fills in (locked when complete). The first choice is
 * made once the lists arrive (recipient-choice.ts says which).
 */
export function useRecipientChoice(user: User | null | undefined, named: number | null, form: FormAccess) {
  const recipients = useRecipients(user?.id);
  const subscriptions = useSubscriptions(user?.id);
  const live = useMemo(() => recipientsWithLiveSubscription(subscriptions.data), [subscriptions.data]);
  const [choice, setChoice] = useState<string | null>(null);
  const [locked, setLocked] = useState<RecipientField[]>([]);
  const started = useRef(false);

  function choose(value: string) {
    setChoice(value);
    form.clearErrors(RECIPIENT_FIELDS);
    const profile = recipients.data?.find((recipient) => String(recipient.id) === value);
    if (!profile) {
      form.setValue("recipientProfileId", null);
      for (const field of RECIPIENT_FIELDS) form.setValue(field, EMPTY_RECIPIENT[field]);
      setLocked([]);
      return;
    }
    const filled = fieldsFromProfile(profile);
    form.setValue("recipientProfileId", profile.id);
    for (const field of RECIPIENT_FIELDS) form.setValue(field, filled.values[field]);
    setLocked(filled.locked);
  }

  const loading = Boolean(user) && (recipients.isPending || subscriptions.isPending);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the first choice is made once, when the lists arrive.
  useEffect(() => {
    if (started.current || user === undefined) return;
    let first: string | null;
    if (user === null || recipients.isError) first = NEW_RECIPIENT;
    else if (loading) first = null;
    // A failed subscription list leaves the rule to the server (it refuses a second live subscription).
    else first = initialRecipientChoice(recipients.data, named, live);
    if (first === null) return;
    started.current = true;
    choose(first);
  }, [user, loading, recipients.isError, recipients.data, live, named]);

  const current = choice ?? NO_RECIPIENT_CHOSEN;
  return {
    choice: current,
    choose,
    recipients: recipients.data ?? [],
    live,
    loading,
    failed: recipients.isError,
    /** A saved profile supplies this field (read-only here; it is changed on the account page). */
    isLocked: (field: RecipientField) => current !== NEW_RECIPIENT && locked.includes(field),
    fromProfile: current !== NEW_RECIPIENT && current !== NO_RECIPIENT_CHOSEN,
    hasLockedFields: locked.length > 0,
  };
}

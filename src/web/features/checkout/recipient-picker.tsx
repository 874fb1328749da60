import type { Ref } from "react";
import { Field } from "../../components/ui/field";
import { Select } from "../../components/ui/input";
import { NEW_RECIPIENT, NO_RECIPIENT_CHOSEN } from "./recipient-choice";

interface RecipientPickerProps {
  choice: string;
  onChange: (value: string) => void;
  loading: boolean;
  failed: boolean;
  recipients: readonly { id: number; name: string; relationship: string }[];
  /** Recipients with an active or paused subscription: shown, but they cannot start another. */
  live: ReadonlySet<number>;
  error?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** Who the subscription is for: one of the buyer's recipients, or a new one typed below. */
export function RecipientPicker({
  choice,
  onChange,
  loading,
  failed,
  recipients,
  live,
  error,
  ref,
}: RecipientPickerProps) {
  const hint = loading
    ? "Loading your recipients…"
    : failed
      ? "Failed to fetch recipient profiles. You can still add a new recipient."
      : recipients.length > 0
        ? "Choose someone you've already set up, or add someone new."
        : undefined;
  return (
    <Field label="Recipient" hint={hint} error={error}>
      <Select ref={ref} value={choice} onChange={(event) => onChange(event.target.value)} disabled={loading}>
        {choice === NO_RECIPIENT_CHOSEN && (
          <option value={NO_RECIPIENT_CHOSEN} disabled>
            Choose a recipient
          </option>
        )}
        {recipients.map((recipient) => (
          <option key={recipient.id} value={String(recipient.id)} disabled={live.has(recipient.id)}>
            {recipient.name}
            {recipient.relationship ? ` (${recipient.relationship})` : ""}
            {live.has(recipient.id) ? " — subscription active" : ""}
          </option>
        ))}
        <option value={NEW_RECIPIENT}>New recipient</option>
      </Select>
    </Field>
  );
}

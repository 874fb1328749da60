import { formatCents } from "@shared/domain/money";
import { useId } from "react";
import { Spinner } from "../../../components/ui/spinner";
import { errorText } from "../../../lib/api";
import { type PaidDeliveriesChoice, useCancellationPreview } from "../api/cancellation";
import { dayText } from "../deliveries/ledger-rules";

interface PanelProps {
  subscriptionId: number;
  choice: PaidDeliveriesChoice;
  onChoose: (choice: PaidDeliveriesChoice) => void;
  disabled: boolean;
}

const dates = (rows: readonly { deliveryDate: string }[]) => rows.map((row) => dayText(row.deliveryDate));

/** What cancelling now does with what is paid for, and the send-or-refund choice when there is one. */
export function CancellationPreviewPanel({ subscriptionId, choice, onChoose, disabled }: PanelProps) {
  const preview = useCancellationPreview(subscriptionId, true);
  const legendId = useId();

  if (preview.isPending) return <Spinner label="Checking your paid deliveries" />;
  if (preview.isError) {
    return (
      <p role="alert" className="text-sm text-danger">
        {errorText(preview.error, "We couldn't check your paid deliveries. You can still cancel, or try again later.")}
      </p>
    );
  }

  const { willBeSent, refundable, refundableCents, refundableGstCents, unpaidWithdrawn } = preview.data;

  return (
    <div className="space-y-4 text-sm text-ink">
      {willBeSent.length > 0 && (
        <section aria-label="Still sent">
          <h3 className="font-medium">Still sent ({willBeSent.length})</h3>
          <p className="mt-1 text-muted">Already being prepared, so these arrive as planned:</p>
          <ul className="mt-1 list-disc pl-5">
            {dates(willBeSent).map((day, index) => (
              <li key={`${day}-${index}`}>{day}</li>
            ))}
          </ul>
        </section>
      )}

      {refundable.length > 0 ? (
        <fieldset className="rounded-xl border border-line p-3" disabled={disabled}>
          <legend id={legendId} className="px-1 font-medium">
            Paid for, not yet being prepared ({refundable.length})
          </legend>
          <ul className="mb-3 list-disc pl-5 text-muted">
            {refundable.map((row) => (
              <li key={row.id}>
                {dayText(row.deliveryDate)} · {formatCents(row.cents)}
              </li>
            ))}
          </ul>
          <div role="radiogroup" aria-labelledby={legendId} className="space-y-2">
            <ChoiceOption
              value="send"
              checked={choice === "send"}
              onChoose={onChoose}
              label="Send them"
              detail="These deliveries still arrive on their dates; nothing is refunded."
            />
            <ChoiceOption
              value="refund"
              checked={choice === "refund"}
              onChoose={onChoose}
              label={`Refund ${formatCents(refundableCents)}`}
              detail={`Includes ${formatCents(refundableGstCents)} GST, back to the card that paid. These deliveries are not sent.`}
            />
          </div>
        </fieldset>
      ) : (
        <p className="text-muted">No paid delivery is left that could be refunded.</p>
      )}

      {unpaidWithdrawn.length > 0 && (
        <p className="text-muted">
          {unpaidWithdrawn.length === 1
            ? "1 upcoming delivery not yet paid for is cancelled and never charged."
            : `${unpaidWithdrawn.length} upcoming deliveries not yet paid for are cancelled and never charged.`}
        </p>
      )}
    </div>
  );
}

function ChoiceOption({
  value,
  checked,
  onChoose,
  label,
  detail,
}: {
  value: PaidDeliveriesChoice;
  checked: boolean;
  onChoose: (choice: PaidDeliveriesChoice) => void;
  label: string;
  detail: string;
}) {
  const labelId = useId();
  const detailId = useId();
  return (
    <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-line p-3 has-checked:border-plum has-checked:bg-blush">
      <input
        type="radio"
        name="paid-deliveries"
        value={value}
        checked={checked}
        onChange={() => onChoose(value)}
        aria-labelledby={labelId}
        aria-describedby={detailId}
        className="mt-1 h-4 w-4 accent-plum"
      />
      <span>
        <span id={labelId} className="block font-medium text-ink">
          {label}
        </span>
        <span id={detailId} className="block text-muted">
          {detail}
        </span>
      </span>
    </label>
  );
}

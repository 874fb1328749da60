import { formatCents } from "@shared/domain/money";
import { Loader2, Lock } from "lucide-react";
import type { ComponentProps } from "react";
import { Button } from "../../components/ui/button";

interface PayButtonProps extends Omit<ComponentProps<typeof Button>, "children"> {
  amountCents: number;
  pending: boolean;
  /** The total is being recalculated for new options. */
  updating: boolean;
  label?: (amount: string) => string;
}

/** "Pay $X.XX"; "Processing..." while the payment is under way (disabled, so a second click does nothing). */
export function PayButton({ amountCents, pending, updating, disabled, label, ...props }: PayButtonProps) {
  const amount = formatCents(amountCents);
  return (
    <Button
      size="lg"
      className="w-full"
      disabled={disabled || pending || updating}
      aria-disabled={disabled || pending || updating}
      {...props}
    >
      {pending ? (
        <>
          <Loader2 aria-hidden="true" className="h-5 w-5 animate-spin" />
          Processing...
        </>
      ) : updating ? (
        "Updating..."
      ) : (
        (label?.(amount) ?? `Pay ${amount}`)
      )}
    </Button>
  );
}

export function EncryptionNote() {
  return (
    <p className="flex items-center justify-center gap-1.5 text-xs text-muted">
      <Lock aria-hidden="true" className="h-3.5 w-3.5" />
      Payments are encrypted with 256-bit TLS
    </p>
  );
}

export function PaymentAlert({ message }: { message: string | null }) {
  return (
    <div role="alert" aria-live="assertive">
      {message && <p className="rounded-xl border border-danger/40 bg-danger/5 p-3 text-sm text-danger">{message}</p>}
    </div>
  );
}

import { deliveryProofText } from "@shared/domain/proof-of-delivery";
import type { VendorOrder } from "@shared/schemas/fulfilment";
import { Printer } from "lucide-react";
import { buttonVariants } from "../../components/ui/button";
import { cn } from "../../lib/cn";
import { packingSlipUrl } from "./delivery-proof-rules";

/** "Print packing slip": the order's PDF, opened in a new tab to print. */
export function PackingSlipLink({ order }: { order: VendorOrder }) {
  return (
    <a
      href={packingSlipUrl(order.id)}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(buttonVariants({ variant: "outline", size: "sm" }), "w-full sm:w-auto")}
    >
      <Printer aria-hidden="true" className="h-4 w-4" />
      Print packing slip
      <span className="sr-only"> for {order.recipientName} (PDF, opens in a new tab)</span>
    </a>
  );
}

/** A delivered order's proof: when and who confirmed it, and the photo left at the door. */
export function DeliveryProof({ order }: { order: VendorOrder }) {
  const proof = order.proof;
  if (!proof) return null;
  return (
    <section aria-label={`Proof of delivery for ${order.recipientName}`} className="rounded-xl bg-paper p-3 sm:p-4">
      <h5 className="text-sm font-medium text-ink">Proof of delivery</h5>
      <div className="mt-2 flex flex-col gap-3 text-sm sm:flex-row sm:items-center">
        {proof.photoUrl && (
          <img
            src={proof.photoUrl}
            alt={`Where the box for ${order.recipientName} was left`}
            className="h-28 w-28 shrink-0 rounded-lg border border-line bg-white object-cover"
            loading="lazy"
          />
        )}
        <p className="text-ink">{deliveryProofText(proof)}</p>
      </div>
    </section>
  );
}

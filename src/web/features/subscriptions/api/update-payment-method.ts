import type { paymentMethodResultSchema } from "@shared/schemas/billing";
import type { testPaymentSchema } from "@shared/schemas/checkout";
import { mutationOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "../../../lib/api";
import { refreshSubscriptionReads } from "./refresh-subscription-reads";

export type CardUpdate = Required<Pick<z.input<typeof testPaymentSchema>, "cardNumber" | "expiry" | "cvc">>;

/** PUT /api/billing/{id}/payment-method (test mode): the card future payments use, as "Visa ending 4242". */
export const updatePaymentMethodOptions = (id: string) =>
  mutationOptions({
    mutationKey: ["billing", "payment-method", id],
    mutationFn: (card: CardUpdate) =>
      apiRequest<z.infer<typeof paymentMethodResultSchema>>(
        "PUT",
        `/api/billing/${encodeURIComponent(id)}/payment-method`,
        {
          method: "card",
          ...card,
        },
      ),
  });

/** Saves the card; the billing page and every subscription list refetch. */
export function useUpdatePaymentMethod(id: string) {
  const queryClient = useQueryClient();
  return useMutation({ ...updatePaymentMethodOptions(id), onSuccess: () => refreshSubscriptionReads(queryClient, id) });
}

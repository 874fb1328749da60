import { ORDER_UPDATE_FAILED } from "@shared/domain/fulfilment";
import type { AdminOrderPatch } from "@shared/schemas/fulfilment";
import { useToast } from "../../components/ui/toast";
import { errorText, fieldErrorsOf } from "../../lib/api";
import { useUpdateFulfilmentOrder } from "./api/update-fulfilment-order";

/** Saves one field of one order; resolves false (after the "Failed to update order" toast) when refused. */
export type SaveOrderField = (patch: AdminOrderPatch) => Promise<boolean>;

/** The inline cells' one way to save: a failure toasts the spec's message with the server's reason, if any. */
export function useSaveOrderField(orderId: number): SaveOrderField {
  const toast = useToast();
  const update = useUpdateFulfilmentOrder(orderId);
  return async (patch) => {
    try {
      await update.mutateAsync({ orderId, patch });
      return true;
    } catch (error) {
      const field = Object.keys(patch)[0] ?? "";
      const description =
        fieldErrorsOf(error)[field] ?? errorText(error, "Please try again.", "Check your connection and try again.");
      toast({ title: ORDER_UPDATE_FAILED, description, variant: "destructive" });
      return false;
    }
  };
}

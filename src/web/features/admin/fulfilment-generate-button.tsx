import { ORDER_GENERATION_FAILED, ORDERS_UPDATED } from "@shared/domain/fulfilment";
import { PackagePlus } from "lucide-react";
import { Button } from "../../components/ui/button";
import { SpinnerIcon } from "../../components/ui/icons";
import { useToast } from "../../components/ui/toast";
import { errorText } from "../../lib/api";
import { useGenerateFulfilmentOrders } from "./api/generate-fulfilment-orders";
import { generationSummary } from "./fulfilment-rules";

/** Generate Orders: makes the orders due in the next 14 days now (the daily run does the same). */
export function GenerateOrdersButton() {
  const toast = useToast();
  const generate = useGenerateFulfilmentOrders();

  function run() {
    if (generate.isPending) return;
    generate.mutate(undefined, {
      onSuccess: (result) => toast({ title: ORDERS_UPDATED, description: generationSummary(result) }),
      onError: (error) =>
        toast({
          title: ORDER_GENERATION_FAILED,
          description: errorText(error, "Please try again.", "Check your connection and try again."),
          variant: "destructive",
        }),
    });
  }

  return (
    <Button size="sm" onClick={run} disabled={generate.isPending} aria-busy={generate.isPending}>
      {generate.isPending ? (
        <SpinnerIcon aria-hidden="true" className="h-4 w-4 animate-spin" />
      ) : (
        <PackagePlus aria-hidden="true" className="h-4 w-4" />
      )}
      {generate.isPending ? "Generating…" : "Generate Orders"}
    </Button>
  );
}

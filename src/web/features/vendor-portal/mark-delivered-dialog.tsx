import type { VendorOrder } from "@shared/schemas/fulfilment";
import { CircleCheck } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "../../components/ui/dialog";
import { useToast } from "../../components/ui/toast";
import { errorText, fieldErrorsOf } from "../../lib/api";
import { useMarkDelivered } from "./api/mark-delivered";
import { canMarkDelivered, MARK_DELIVERED_FAILED, MARK_DELIVERED_OFFLINE } from "./delivery-proof-rules";
import { UploadField } from "./upload-field";

/** "Mark delivered" on a shipped order: an optional photo of the box where it was left, then confirm. */
export function MarkDeliveredDialog({ order }: { order: VendorOrder }) {
  const [open, setOpen] = useState(false);
  const mark = useMarkDelivered();
  if (!canMarkDelivered(order)) return null;
  return (
    <Dialog open={open} onOpenChange={(next) => !mark.isPending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button size="sm" className="w-full sm:w-auto">
          <CircleCheck aria-hidden="true" className="h-4 w-4" />
          Mark delivered
          <span className="sr-only"> for {order.recipientName}</span>
        </Button>
      </DialogTrigger>
      {open && (
        <DialogContent
          title="Mark delivered"
          description={`${order.recipientName}: confirm the box has arrived. A photo of where it was left is optional; the buyer sees it on the delivery.`}
          className="w-[min(100vw-1rem,32rem)] p-5 sm:p-6"
          onInteractOutside={(event) => mark.isPending && event.preventDefault()}
        >
          <MarkDeliveredForm order={order} mark={mark} onDone={() => setOpen(false)} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function MarkDeliveredForm({
  order,
  mark,
  onDone,
}: {
  order: VendorOrder;
  mark: ReturnType<typeof useMarkDelivered>;
  onDone: () => void;
}) {
  const toast = useToast();
  const [photoId, setPhotoId] = useState<string | null>(null);
  const [preview, setPreview] = useState("");
  const [photoError, setPhotoError] = useState<string | undefined>();
  const objectUrl = useRef<string | null>(null);
  useEffect(
    () => () => {
      if (objectUrl.current) URL.revokeObjectURL(objectUrl.current);
    },
    [],
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await mark.mutateAsync({ orderId: order.id, input: { photoId } });
      toast({ title: "Marked delivered", description: `${order.recipientName}'s box is recorded as delivered.` });
      onDone();
    } catch (error) {
      const fieldError = fieldErrorsOf(error)?.photoId;
      if (fieldError) setPhotoError(fieldError);
      toast({
        title: "Not marked delivered",
        description: fieldError ?? errorText(error, MARK_DELIVERED_FAILED, MARK_DELIVERED_OFFLINE),
        variant: "destructive",
      });
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={`Mark order ${order.id} delivered`} className="flex flex-col gap-5">
      <UploadField
        label="Delivery photo (optional)"
        purpose="delivery-photo"
        value={preview}
        onChange={() => {}}
        onUploaded={(stored, file) => {
          if (objectUrl.current) URL.revokeObjectURL(objectUrl.current);
          objectUrl.current = URL.createObjectURL(file);
          setPreview(objectUrl.current);
          setPhotoId(stored.id);
          setPhotoError(undefined);
        }}
        error={photoError}
        disabled={mark.isPending}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={mark.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={mark.isPending} aria-busy={mark.isPending}>
          {mark.isPending ? "Saving…" : "Confirm delivered"}
        </Button>
      </div>
    </form>
  );
}

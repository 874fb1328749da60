import type { AdminVendor } from "@shared/schemas/admin-vendors";
import { Check } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "../../components/ui/dialog";
import { useToast } from "../../components/ui/toast";
import { errorText } from "../../lib/api";
import { useApproveVendor } from "./api/approve-vendor";
import { approveCopyFor, refocusIfLost } from "./vendor-rules";

interface VendorApproveDialogProps {
  vendor: AdminVendor;
  /** Called once the lists show the new status, to move focus somewhere that still exists. */
  onChanged: (vendorId: number) => void;
}

/** Approve (Reinstate for a suspended vendor): a confirmation, since the vendor is e-mailed and becomes visible to customers at once. */
export function VendorApproveDialog({ vendor, onChanged }: VendorApproveDialogProps) {
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const approve = useApproveVendor();
  const copy = approveCopyFor(vendor.status);
  // After a decision the trigger may be gone: the page places focus instead of Radix.
  const decided = useRef(false);

  async function confirm() {
    try {
      await approve.mutateAsync(vendor.id);
      decided.current = true;
      setOpen(false);
      toast({ title: copy.successTitle, description: copy.successDescription(vendor.name) });
      onChanged(vendor.id);
    } catch (error) {
      toast({ title: "Error", description: errorText(error, copy.failure), variant: "destructive" });
      refocusIfLost(vendor.id, onChanged);
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !approve.isPending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button size="sm">
          <Check aria-hidden="true" className="h-4 w-4" />
          {copy.button}
          <span className="sr-only"> {vendor.name}</span>
        </Button>
      </DialogTrigger>
      <DialogContent
        title={copy.title(vendor.name)}
        description={copy.description(vendor.name, vendor.status)}
        onCloseAutoFocus={(event) => {
          if (decided.current) event.preventDefault();
          decided.current = false;
        }}
      >
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" disabled={approve.isPending} onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button disabled={approve.isPending} aria-busy={approve.isPending} onClick={confirm}>
            {approve.isPending ? copy.pending : copy.confirm}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

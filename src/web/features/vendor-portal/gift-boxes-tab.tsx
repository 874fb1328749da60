import type { Supplier } from "@shared/schemas/supplier";
import { Card } from "../../components/ui/card";
import { GiftBoxForm } from "./gift-box-form";
import { GiftBoxList } from "./gift-box-list";
import type { PortalAccess } from "./portal-access";

interface GiftBoxesTabProps {
  supplier: Supplier;
  access: PortalAccess;
}

/** Create a box (unless the portal is read-only), and the vendor's boxes. */
export function GiftBoxesTab({ supplier, access }: GiftBoxesTabProps) {
  return (
    <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)] lg:items-start">
      {access.canManageGiftBoxes ? (
        <Card className="p-4 sm:p-6">
          <h2 className="font-serif text-2xl text-ink">Create a gift box</h2>
          <p className="mt-1 mb-5 text-sm text-muted">
            {supplier.status === "approved"
              ? "New boxes go on sale as soon as they're active."
              : "Customers will see your active boxes once you're approved."}
          </p>
          <GiftBoxForm supplierId={supplier.id} />
        </Card>
      ) : (
        <Card className="p-4 sm:p-6">
          <h2 className="font-serif text-2xl text-ink">Gift boxes</h2>
          <p className="mt-2 text-sm text-muted">{access.readOnlyReason}</p>
        </Card>
      )}
      <section aria-labelledby="your-boxes-heading" className="space-y-4">
        <h2 id="your-boxes-heading" className="font-serif text-2xl text-ink">
          Your gift boxes
        </h2>
        <GiftBoxList supplierId={supplier.id} canManage={access.canManageGiftBoxes} />
      </section>
    </div>
  );
}

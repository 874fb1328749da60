import { formatAbn } from "@shared/domain/abn";
import { SUPPLIER_CATEGORY_LABELS, type SupplierCategory } from "@shared/domain/vendor-categories";
import type { Supplier } from "@shared/schemas/supplier";
import { Pencil } from "lucide-react";
import { Button } from "../../components/ui/button";
import { cn } from "../../lib/cn";
import { BusinessInfoForm } from "./business-info-form";
import type { PortalAccess } from "./portal-access";
import { useEditToggle } from "./use-edit-toggle";

interface BusinessInfoProps {
  supplier: Supplier;
  access: PortalAccess;
}

/** The supplier's details, with Edit for vendors who may change them. */
export function BusinessInfo({ supplier, access }: BusinessInfoProps) {
  const { editing, editButton, openEdit, closeEdit } = useEditToggle();

  if (editing && access.canEditBusinessInfo) {
    return <BusinessInfoForm supplier={supplier} canEditCategories={access.canEditCategories} onDone={closeEdit} />;
  }

  return (
    <div className="space-y-4">
      <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        <Detail term="Business name" value={supplier.name} />
        <Detail term="Email" value={supplier.email} />
        <Detail term="Phone" value={supplier.phone} />
        <Detail term="Address" value={addressText(supplier)} />
        <Detail term="Service radius" value={`${supplier.serviceRadius} km from ${supplier.zipCode}`} />
        <Detail term="Service area" value={supplier.serviceArea} />
        <Detail term="Categories" value={categoriesText(supplier.categories)} />
        <Detail term="Website" value={supplier.website} />
        <Detail term="Instagram" value={supplier.instagramHandle ? `@${supplier.instagramHandle}` : null} />
        <Detail term="TikTok" value={supplier.tiktokHandle ? `@${supplier.tiktokHandle}` : null} />
        <Detail
          term="GST"
          value={
            supplier.gstRegistered && supplier.abn ? `Registered, ABN ${formatAbn(supplier.abn)}` : "Not registered"
          }
        />
        <Detail term="Description" value={supplier.description} className="sm:col-span-2" />
      </dl>
      {access.canEditBusinessInfo ? (
        <Button ref={editButton} variant="outline" size="sm" onClick={openEdit}>
          <Pencil aria-hidden="true" className="h-4 w-4" />
          Edit<span className="sr-only"> business info</span>
        </Button>
      ) : (
        <p className="text-sm text-muted">{access.readOnlyReason}</p>
      )}
    </div>
  );
}

function Detail({ term, value, className }: { term: string; value: string | null | undefined; className?: string }) {
  return (
    <div className={cn("min-w-0", className)}>
      <dt className="text-muted">{term}</dt>
      <dd className="mt-0.5 text-ink [overflow-wrap:anywhere]">{value?.trim() ? value : "—"}</dd>
    </div>
  );
}

function addressText(supplier: Supplier): string {
  const place = [supplier.city || supplier.suburb, supplier.state, supplier.zipCode].filter(Boolean).join(" ");
  return [supplier.address, place, supplier.country].filter(Boolean).join(", ");
}

function categoriesText(categories: readonly string[]): string {
  return categories.map((category) => SUPPLIER_CATEGORY_LABELS[category as SupplierCategory] ?? category).join(", ");
}

import { Gift } from "lucide-react";
import { LoadError } from "../../components/load-error";
import { Skeleton } from "../../components/ui/skeleton";
import { useSupplierGiftBoxes } from "./api/get-supplier-gift-boxes";
import { EmptyState } from "./empty-state";
import { GiftBoxItem } from "./gift-box-item";

interface GiftBoxListProps {
  supplierId: number;
  canManage: boolean;
}

/** The vendor's own boxes, newest first, with loading, empty and error states. */
export function GiftBoxList({ supplierId, canManage }: GiftBoxListProps) {
  const boxes = useSupplierGiftBoxes(supplierId);

  if (boxes.isPending) {
    return (
      <div role="status" className="space-y-3">
        <span className="sr-only">Loading your gift boxes</span>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} className="h-28 rounded-2xl" />
        ))}
      </div>
    );
  }
  if (boxes.isError) {
    return (
      <LoadError
        message="Your gift boxes could not be loaded."
        error={boxes.error}
        onRetry={() => boxes.refetch()}
        retrying={boxes.isFetching}
      />
    );
  }
  const list = [...boxes.data].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  if (list.length === 0) {
    return (
      <EmptyState icon={Gift} title="No gift boxes yet">
        {canManage
          ? "Create your first box with the form. It shows here straight away, and you can switch it on or off at any time."
          : "You have no gift boxes."}
      </EmptyState>
    );
  }
  return (
    <ul aria-label="Your gift boxes" className="space-y-3">
      {list.map((box) => (
        <GiftBoxItem key={box.id} box={box} supplierId={supplierId} canManage={canManage} />
      ))}
    </ul>
  );
}

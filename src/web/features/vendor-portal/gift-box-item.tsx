import type { GiftBoxCategory } from "@shared/domain/catalogue";
import { frequencyLabel } from "@shared/domain/frequency";
import type { VendorGiftBox } from "@shared/schemas/vendor-gift-box";
import { Pencil } from "lucide-react";
import { Button } from "../../components/ui/button";
import { useToast } from "../../components/ui/toast";
import { errorText } from "../../lib/api";
import { cn } from "../../lib/cn";
import { ActiveSwitch } from "./active-switch";
import { useUpdateGiftBox } from "./api/update-gift-box";
import { GiftBoxForm } from "./gift-box-form";
import { boxPriceText, categoryText, planOfCategory } from "./gift-box-rules";
import { useEditToggle } from "./use-edit-toggle";

interface GiftBoxItemProps {
  box: VendorGiftBox;
  supplierId: number;
  canManage: boolean;
}

/** One of the vendor's boxes: photo, name, category and plan, frequency, price per box, status and actions. */
export function GiftBoxItem({ box, supplierId, canManage }: GiftBoxItemProps) {
  const toast = useToast();
  const updateBox = useUpdateGiftBox();
  const { editing, editButton, openEdit, closeEdit } = useEditToggle();
  const headingId = `gift-box-${box.id}-name`;

  const setActive = (isActive: boolean) =>
    updateBox.mutate(
      { id: box.id, changes: { isActive } },
      {
        onSuccess: () => toast({ title: isActive ? "Gift box active" : "Gift box inactive", description: box.name }),
        onError: (error) =>
          toast({
            title: "Could not update the gift box",
            description: errorText(error, "Please try again."),
            variant: "destructive",
          }),
      },
    );

  if (editing && canManage) {
    return (
      <li className="rounded-2xl border border-plum/40 bg-white p-4 sm:p-5">
        <h3 className="mb-4 font-serif text-lg text-ink">Edit {box.name}</h3>
        <GiftBoxForm supplierId={supplierId} box={box} onDone={closeEdit} />
      </li>
    );
  }

  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="flex gap-3 rounded-2xl border border-line bg-white p-3 sm:gap-4 sm:p-4"
      >
        <img
          src={box.imageUrl}
          alt=""
          loading="lazy"
          className="h-20 w-20 shrink-0 rounded-xl bg-paper object-cover sm:h-28 sm:w-28"
        />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h3 id={headingId} className="min-w-0 font-medium text-ink [overflow-wrap:anywhere]">
              {box.name}
            </h3>
            <ActiveBadge active={box.isActive} />
          </div>
          <p className="text-sm text-muted">
            {categoryText(box.category)} · {planOfCategory(box.category as GiftBoxCategory)} ·{" "}
            {frequencyLabel(box.frequency)}
          </p>
          <p className="text-sm text-ink">
            <span className="font-semibold">{boxPriceText(box)}</span> per box
            <span className="block text-xs text-muted">What the shop pays you for each box</span>
          </p>
          {canManage && (
            <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
              <ActiveSwitch
                checked={box.isActive}
                onChange={setActive}
                boxName={box.name}
                disabled={updateBox.isPending}
              />
              <Button ref={editButton} variant="outline" size="sm" onClick={openEdit}>
                <Pencil aria-hidden="true" className="h-4 w-4" />
                Edit<span className="sr-only"> {box.name}</span>
              </Button>
            </div>
          )}
        </div>
      </article>
    </li>
  );
}

function ActiveBadge({ active }: { active: boolean }) {
  return (
    <span
      className={cn(
        "inline-block shrink-0 rounded-full px-2.5 py-0.5 text-xs font-medium",
        active ? "bg-leaf/10 text-leaf" : "bg-paper text-muted ring-1 ring-line",
      )}
    >
      {active ? "Active" : "Inactive"}
    </span>
  );
}

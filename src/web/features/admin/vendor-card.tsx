import type { VendorStatus } from "@shared/domain/vendor-status";
import { VENDOR_STATUS_LABELS } from "@shared/domain/vendor-status";
import type { AdminVendor } from "@shared/schemas/admin-vendors";
import type { ReactNode } from "react";
import { Card } from "../../components/ui/card";
import { NewTabLink } from "../../components/ui/new-tab-link";
import { cn } from "../../lib/cn";
import { formatShopDate } from "../../lib/shop-time";
import { VendorAdjustDialog } from "./vendor-adjust-dialog";
import { VendorApproveDialog } from "./vendor-approve-dialog";
import { VendorHistory } from "./vendor-history";
import { VendorReasonDialog } from "./vendor-reason-dialog";
import {
  addressLine,
  businessTypeLabel,
  dailyCapacityText,
  decisionsFor,
  giftBoxCountText,
  instagramHref,
  supplierCategoryLabel,
  tiktokHref,
  vendorHeadingId,
} from "./vendor-rules";

const linkClass = "text-plum underline underline-offset-4 hover:text-plum-dark [overflow-wrap:anywhere]";

interface VendorCardProps {
  vendor: AdminVendor;
  onChanged: (vendorId: number) => void;
}

/** One application or vendor: what they told us, what staff decided, and the moves the status table allows. */
export function VendorCard({ vendor, onChanged }: VendorCardProps) {
  const headingId = vendorHeadingId(vendor.id);
  const type = businessTypeLabel(vendor.businessType);
  return (
    <Card className="p-5 sm:p-6">
      <article aria-labelledby={headingId}>
        <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
          <div className="min-w-0">
            <h3
              id={headingId}
              tabIndex={-1}
              className="font-serif text-xl text-ink [overflow-wrap:anywhere] focus-visible:outline-3 focus-visible:outline-forget"
            >
              {vendor.name}
            </h3>
            <p className="mt-0.5 text-sm text-muted">
              {type ? `${type} · ` : ""}Applied {formatShopDate(vendor.createdAt)}
            </p>
          </div>
          <StatusBadge status={vendor.status} />
        </header>

        <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-3 text-sm sm:grid-cols-4">
          <Detail term="Contact">{vendor.contactName || "—"}</Detail>
          <Detail term="Phone">
            <a href={`tel:${vendor.phone.replace(/[^\d+]/g, "")}`} className={linkClass}>
              {vendor.phone}
            </a>
          </Detail>
          <Detail term="Account e-mail" wide>
            <a href={`mailto:${vendor.accountEmail}`} className={linkClass}>
              {vendor.accountEmail}
            </a>
          </Detail>
          {vendor.email && vendor.email !== vendor.accountEmail && (
            <Detail term="Business e-mail" wide>
              <a href={`mailto:${vendor.email}`} className={linkClass}>
                {vendor.email}
              </a>
            </Detail>
          )}
          <Detail term="Address" wide>
            {addressLine(vendor) || "—"}
          </Detail>
          <Detail term="Service area" wide>
            {vendor.serviceArea || "—"}
          </Detail>
          <Detail term="Service radius">{vendor.serviceRadius} km</Detail>
          <Detail term="Daily capacity">{dailyCapacityText(vendor.dailyCapacity)}</Detail>
          <Detail term="Gift boxes">{giftBoxCountText(vendor.giftBoxCount)}</Detail>
          <Detail term="Categories" wide>
            {vendor.categories.length === 0 ? (
              "None yet"
            ) : (
              <ul className="flex flex-wrap gap-1.5">
                {vendor.categories.map((category) => (
                  <li key={category} className="rounded-full bg-blush px-2.5 py-0.5 text-xs font-medium text-plum">
                    {supplierCategoryLabel(category)}
                  </li>
                ))}
              </ul>
            )}
          </Detail>
          {(vendor.website || vendor.instagramHandle || vendor.tiktokHandle) && (
            <Detail term="Online" wide>
              <ul className="flex flex-col gap-1">
                {vendor.website && (
                  <li>
                    <NewTabLink href={vendor.website} className={linkClass}>
                      {vendor.website.replace(/^https?:\/\//i, "")}
                    </NewTabLink>
                  </li>
                )}
                {vendor.instagramHandle && (
                  <li>
                    Instagram{" "}
                    <NewTabLink href={instagramHref(vendor.instagramHandle)} className={linkClass}>
                      @{vendor.instagramHandle}
                    </NewTabLink>
                  </li>
                )}
                {vendor.tiktokHandle && (
                  <li>
                    TikTok{" "}
                    <NewTabLink href={tiktokHref(vendor.tiktokHandle)} className={linkClass}>
                      @{vendor.tiktokHandle}
                    </NewTabLink>
                  </li>
                )}
              </ul>
            </Detail>
          )}
        </dl>

        {vendor.description && (
          <section className="mt-4">
            <h4 className="text-sm font-semibold text-ink">About the business</h4>
            <p className="mt-1 text-sm whitespace-pre-line text-ink [overflow-wrap:anywhere]">{vendor.description}</p>
          </section>
        )}

        <VendorHistory history={vendor.history} />

        <div className="mt-5 flex flex-wrap gap-2 border-t border-line pt-4">
          {decisionsFor(vendor.status).map((decision) =>
            decision === "approve" ? (
              <VendorApproveDialog key={decision} vendor={vendor} onChanged={onChanged} />
            ) : (
              <VendorReasonDialog key={decision} vendor={vendor} decision={decision} onChanged={onChanged} />
            ),
          )}
          <VendorAdjustDialog vendor={vendor} />
        </div>
      </article>
    </Card>
  );
}

/** A term and its value; a wide one (an e-mail, an address) takes a whole row on a phone and half a row above. */
function Detail({ term, wide = false, children }: { term: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={cn("min-w-0", wide && "col-span-2")}>
      <dt className="text-muted">{term}</dt>
      <dd className="mt-0.5 text-ink [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

const STATUS_TONES: Record<VendorStatus, string> = {
  pending: "bg-forget/10 text-forget-dark",
  approved: "bg-leaf/10 text-leaf",
  rejected: "bg-danger/10 text-danger",
  suspended: "bg-ink/10 text-ink",
};

function StatusBadge({ status }: { status: VendorStatus }) {
  return (
    <span className={cn("shrink-0 rounded-full px-3 py-1 text-xs font-semibold", STATUS_TONES[status])}>
      {VENDOR_STATUS_LABELS[status] ?? status}
    </span>
  );
}

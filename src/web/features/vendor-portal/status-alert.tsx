import type { VendorStatus } from "@shared/domain/vendor-status";
import { AlertTriangle, CheckCircle2, Clock, type LucideIcon, XCircle } from "lucide-react";
import { Link } from "react-router";
import { cn } from "../../lib/cn";
import { type StatusNotice, statusNotice } from "./portal-access";
import { ReapplyForm } from "./reapply-form";

const TONES: Record<StatusNotice["tone"], { box: string; icon: LucideIcon }> = {
  info: { box: "border-l-forget", icon: Clock },
  success: { box: "border-l-leaf", icon: CheckCircle2 },
  warning: { box: "border-l-plum", icon: AlertTriangle },
  danger: { box: "border-l-danger", icon: XCircle },
};

interface StatusAlertProps {
  status: VendorStatus;
  businessName: string;
  statusReason: string | null;
}

/** Where the vendor stands with the shop: calm when approved, clear about what it means otherwise. */
export function StatusAlert({ status, businessName, statusReason }: StatusAlertProps) {
  const notice = statusNotice(status, businessName, statusReason);
  const { box, icon: Icon } = TONES[notice.tone];
  const needsSupport = status === "rejected" || status === "suspended";
  return (
    <section
      aria-labelledby="vendor-status-title"
      // Pending, rejected and suspended change what the vendor can do, so they are announced; a welcome is not.
      role={status === "approved" ? undefined : "status"}
      className={cn("flex gap-3 rounded-2xl border border-l-4 border-line bg-white p-4 shadow-sm sm:p-5", box)}
    >
      <Icon aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-ink" />
      <div className="min-w-0 space-y-2">
        <h2 id="vendor-status-title" className="font-semibold text-ink">
          {notice.title}
        </h2>
        <p className="text-sm text-ink">{notice.body}</p>
        {notice.reason && (
          <p className="rounded-lg bg-paper p-3 text-sm text-ink">
            <span className="font-medium">Reason from our team: </span>
            {notice.reason}
          </p>
        )}
        {status === "rejected" && <ReapplyForm />}
        {needsSupport && (
          <Link
            to="/vendor-support"
            className="inline-block text-sm font-medium text-plum underline underline-offset-4"
          >
            Contact vendor support
          </Link>
        )}
      </div>
    </section>
  );
}

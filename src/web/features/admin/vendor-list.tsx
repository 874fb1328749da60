import { useCallback, useRef } from "react";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Skeleton } from "../../components/ui/skeleton";
import { errorText } from "../../lib/api";
import { useAdminVendors, type VendorListStatus } from "./api/get-vendors";
import { VendorCard } from "./vendor-card";
import { VENDOR_EMPTY_MESSAGES, vendorHeadingId } from "./vendor-rules";

const LIST_HEADINGS: Record<VendorListStatus, string> = {
  pending: "Waiting for review",
  approved: "Approved vendors",
  rejected: "Rejected applications",
  suspended: "Suspended vendors",
  all: "Every vendor",
};

/** One tab's vendors, with its loading, empty and error states. */
export function VendorList({ status }: { status: VendorListStatus }) {
  const vendors = useAdminVendors(status);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const list = vendors.data ?? [];

  // A decision may move the vendor out of this tab: focus its card when it is still here, else the list's heading.
  const onChanged = useCallback((vendorId: number) => {
    requestAnimationFrame(() => {
      const card = document.getElementById(vendorHeadingId(vendorId));
      (card ?? headingRef.current)?.focus();
    });
  }, []);

  return (
    <section aria-labelledby={`vendor-list-${status}`} aria-busy={vendors.isPending}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2
          id={`vendor-list-${status}`}
          ref={headingRef}
          tabIndex={-1}
          className="font-serif text-xl text-ink focus-visible:outline-3 focus-visible:outline-forget"
        >
          {LIST_HEADINGS[status]}
        </h2>
        {vendors.isSuccess && list.length > 0 && (
          <p className="text-sm text-muted">{list.length === 1 ? "1 vendor" : `${list.length} vendors`}</p>
        )}
      </div>

      {vendors.isPending ? (
        <>
          <p role="status" className="sr-only">
            Loading vendors
          </p>
          <ul className="mt-4 flex flex-col gap-4">
            {[0, 1].map((row) => (
              <li key={row}>
                <Card className="p-5 sm:p-6">
                  <Skeleton className="h-6 w-1/2" />
                  <Skeleton className="mt-2 h-4 w-1/3" />
                  <div className="mt-5 grid grid-cols-1 gap-3 sm:grid-cols-2">
                    {[0, 1, 2, 3].map((cell) => (
                      <Skeleton key={cell} className="h-9 w-full" />
                    ))}
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        </>
      ) : vendors.isError ? (
        <Card className="mt-4 p-6 text-center">
          <p role="alert" className="text-danger">
            Could not load the vendors. {errorText(vendors.error, "Please try again.")}
          </p>
          <Button variant="outline" size="sm" className="mt-4" onClick={() => vendors.refetch()}>
            Try again
          </Button>
        </Card>
      ) : list.length === 0 ? (
        <Card className="mt-4 p-8 text-center">
          <p className="text-muted">{VENDOR_EMPTY_MESSAGES[status]}</p>
        </Card>
      ) : (
        <ul className="mt-4 flex flex-col gap-4">
          {list.map((vendor) => (
            <li key={vendor.id}>
              <VendorCard vendor={vendor} onChanged={onChanged} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

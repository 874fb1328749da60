import { VENDOR_STATUS_LABELS } from "@shared/domain/vendor-status";
import type { User } from "@shared/schemas/auth";
import type { Supplier } from "@shared/schemas/supplier";
import { useEffect, useState } from "react";
import { Navigate, useSearchParams } from "react-router";
import { LoadError } from "../../components/load-error";
import { Skeleton } from "../../components/ui/skeleton";
import { Spinner } from "../../components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { errorStatus } from "../../lib/api";
import { useCurrentUser } from "../../lib/session";
import { usePageTitle } from "../../lib/use-page-title";
import { readCachedVendor } from "../../lib/vendor-cache";
import { AnalyticsTab } from "./analytics-tab";
import { useSupplier } from "./api/get-supplier";
import { GiftBoxesTab } from "./gift-boxes-tab";
import { MyOrdersTab } from "./my-orders-tab";
import { NearbyOrdersTab } from "./nearby-orders-tab";
import { OverviewTab } from "./overview-tab";
import {
  isOverviewSection,
  isPortalTab,
  type OverviewSectionId,
  PORTAL_TABS,
  type PortalTab,
  portalAccess,
} from "./portal-access";
import { PortalNav } from "./portal-nav";
import { RegistrationForm } from "./registration-form";
import { StatusAlert } from "./status-alert";

/** /for-vendors: the vendor portal. Access comes from the server session alone (vendorAuth is a display cache). */
export function Component() {
  usePageTitle("Vendor Portal", "Manage your gift boxes, orders and business details.");
  const { user, isLoading } = useCurrentUser();
  // Spec §2: a stored vendor login that cannot be read is removed (reading it does that).
  useEffect(() => {
    readCachedVendor();
  }, []);

  if (isLoading) return <Spinner label="Checking your sign-in" />;
  if (user?.role !== "vendor") return <Navigate to="/vendor-signin" replace />;
  return <VendorPortal user={user} />;
}

function VendorPortal({ user }: { user: User }) {
  const supplier = useSupplier(user.id);
  // The session ended since the page opened (signed out elsewhere, expired): back to sign-in.
  if (errorStatus(supplier.error) === 401) return <Navigate to="/vendor-signin" replace />;

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:py-12">
      <header>
        <h1 className="font-serif text-3xl text-ink sm:text-4xl">Vendor Portal</h1>
        {supplier.data ? (
          <p className="mt-1 flex flex-wrap items-center gap-2 text-muted">
            {supplier.data.name}
            <span className="rounded-full bg-blush px-2.5 py-0.5 text-xs font-medium text-plum">
              {VENDOR_STATUS_LABELS[supplier.data.status]}
            </span>
          </p>
        ) : (
          <p className="mt-1 text-muted">Your gift boxes, orders and business details in one place.</p>
        )}
      </header>

      <div className="mt-6">
        {supplier.isPending ? (
          <div role="status" className="space-y-4">
            <span className="sr-only">Loading your vendor details</span>
            <Skeleton className="h-24 rounded-2xl" />
            <Skeleton className="h-10 w-full max-w-md rounded-full" />
            <Skeleton className="h-64 rounded-2xl" />
          </div>
        ) : supplier.isError ? (
          <LoadError
            message="Failed to fetch supplier data"
            error={supplier.error}
            onRetry={() => supplier.refetch()}
            retrying={supplier.isFetching}
          />
        ) : supplier.data ? (
          <PortalDashboard supplier={supplier.data} />
        ) : (
          <RegistrationForm user={user} />
        )}
      </div>
    </div>
  );
}

function PortalDashboard({ supplier }: { supplier: Supplier }) {
  const access = portalAccess(supplier.status);
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get("tab") ?? "";
  const tab: PortalTab = isPortalTab(requested) ? requested : "overview";
  const [scrollTarget, setScrollTarget] = useState<OverviewSectionId | null>(() => {
    const hash = decodeURIComponent(window.location.hash.slice(1));
    return isOverviewSection(hash) ? hash : null;
  });

  const openTab = (next: string) => {
    if (!isPortalTab(next)) return;
    setSearchParams(next === "overview" ? {} : { tab: next }, { replace: true });
  };

  const jumpTo = (id: OverviewSectionId) => {
    openTab("overview");
    setScrollTarget(id);
  };

  // Radix mounts a newly opened tab's content a render later, so the section is looked for frame by frame.
  useEffect(() => {
    if (!scrollTarget || tab !== "overview") return;
    let frame = 0;
    let tries = 0;
    const scrollWhenThere = () => {
      const section = document.getElementById(scrollTarget);
      if (!section) {
        if (++tries < 30) frame = requestAnimationFrame(scrollWhenThere);
        return;
      }
      const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      section.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "start" });
      section.focus({ preventScroll: true });
      window.history.replaceState(window.history.state, "", `${window.location.pathname}#${scrollTarget}`);
      setScrollTarget(null);
    };
    scrollWhenThere();
    return () => cancelAnimationFrame(frame);
  }, [scrollTarget, tab]);

  return (
    <div className="space-y-6">
      <StatusAlert status={supplier.status} businessName={supplier.name} statusReason={supplier.statusReason} />
      <PortalNav onJump={jumpTo} />

      <Tabs value={tab} onValueChange={openTab}>
        {/* On a phone the five tabs wrap onto two rows: every tab stays in sight, none hides off-screen. */}
        <TabsList
          aria-label="Vendor portal sections"
          className="flex w-full rounded-2xl sm:inline-flex sm:w-auto sm:rounded-full"
        >
          {PORTAL_TABS.map(({ value, label }) => (
            <TabsTrigger key={value} value={value} className="grow px-3 whitespace-nowrap sm:grow-0 sm:px-4">
              {label}
            </TabsTrigger>
          ))}
        </TabsList>

        <TabsContent value="overview">
          <OverviewTab supplier={supplier} access={access} />
        </TabsContent>
        <TabsContent value="gift-boxes">
          <GiftBoxesTab supplier={supplier} access={access} />
        </TabsContent>
        <TabsContent value="my-orders">
          <MyOrdersTab status={supplier.status} />
        </TabsContent>
        <TabsContent value="nearby-orders">
          <NearbyOrdersTab status={supplier.status} />
        </TabsContent>
        <TabsContent value="analytics">
          <AnalyticsTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}

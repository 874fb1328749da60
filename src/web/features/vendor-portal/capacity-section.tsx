import { LoadError } from "../../components/load-error";
import { Card } from "../../components/ui/card";
import { Skeleton } from "../../components/ui/skeleton";
import { useCapacity } from "./api/get-capacity";
import { CapacityForm } from "./capacity-form";
import type { PortalAccess } from "./portal-access";

/** The Overview's "Capacity and closures" section: the settings form once they load. */
export function CapacitySection({ access }: { access: PortalAccess }) {
  const settings = useCapacity();
  return (
    <section
      id="capacity"
      aria-labelledby="capacity-heading"
      tabIndex={-1}
      className="scroll-mt-4 space-y-4 outline-none"
    >
      <div>
        <h2 id="capacity-heading" className="font-serif text-2xl text-ink">
          Capacity and closures
        </h2>
        <p className="mt-1 text-sm text-muted">How many orders you can take each day, and the days you are closed.</p>
      </div>
      <Card className="p-4 sm:p-6">
        {settings.isPending ? (
          <div role="status">
            <span className="sr-only">Loading your capacity</span>
            <Skeleton className="h-40 rounded-xl" />
          </div>
        ) : settings.isError ? (
          <LoadError
            message="Your capacity could not be loaded."
            error={settings.error}
            onRetry={() => settings.refetch()}
            retrying={settings.isFetching}
          />
        ) : (
          <CapacityForm settings={settings.data} readOnlyReason={access.readOnlyReason} />
        )}
      </Card>
    </section>
  );
}

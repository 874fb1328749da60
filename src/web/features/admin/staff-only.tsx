import type { ReactNode } from "react";
import { Navigate } from "react-router";
import { Spinner } from "../../components/ui/spinner";
import { useCurrentUser } from "../../lib/session";

/** A staff page: visitors go to sign in, other roles are told they have no access (the server checks too). */
export function StaffOnly({ title, children }: { title: string; children: ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <Spinner label="Checking your access" />;
  if (!user) return <Navigate to="/account" replace />;
  if (user.role !== "admin") {
    return (
      <div className="mx-auto max-w-md px-4 py-16 text-center">
        <h1 className="font-serif text-2xl text-ink">{title}</h1>
        <p role="alert" className="mt-4 text-muted">
          You do not have access to this page.
        </p>
      </div>
    );
  }
  return children;
}

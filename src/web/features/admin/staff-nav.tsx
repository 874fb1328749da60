import { NavLink } from "react-router";
import { cn } from "../../lib/cn";

/** `end: false`: the link stays marked on the pages under it (a customer's own page). */
const STAFF_LINKS: readonly { to: string; label: string; end?: boolean }[] = [
  { to: "/admin/customers", label: "Customers", end: false },
  { to: "/admin/vendors", label: "Vendors" },
  { to: "/admin/vendors/load", label: "Vendor load" },
  { to: "/admin/fulfillment", label: "Fulfilment" },
  { to: "/admin/payouts", label: "Payouts" },
  { to: "/admin/outbox", label: "E-mail outbox" },
  { to: "/data-tools", label: "Data tools" },
];

/** The staff pages' own links, above each staff page's heading; NavLink marks the open one aria-current="page". */
export function StaffNav() {
  return (
    <nav aria-label="Staff" className="mb-6">
      <ul className="flex flex-wrap gap-2">
        {STAFF_LINKS.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end={link.end ?? true}
              className={({ isActive }) =>
                cn(
                  "inline-flex h-9 items-center rounded-full border px-4 text-sm font-medium transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-forget",
                  isActive ? "border-plum bg-plum text-white" : "border-line bg-white text-plum hover:bg-blush",
                )
              }
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

import { useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation, useNavigate } from "react-router";
import { FlowerMark } from "../components/ui/flower-mark";
import { CloseIcon, MenuIcon, PersonIcon, SignOutIcon } from "../components/ui/icons";
import { cn } from "../lib/cn";
import { useCurrentUser, useLogout } from "../lib/session";
import { accountPath, signedOutPath } from "./account-path";

export const NAV_LINKS = [
  { to: "/", label: "Home" },
  { to: "/how-it-works", label: "How It Works" },
  { to: "/gift-boxes", label: "Gift Plans" },
  { to: "/story", label: "Our Story" },
  { to: "/vendor-application", label: "Become a Vendor" },
] as const;

/** The shop's logo: the flower mark and the wordmark, linking home. */
export function Logo({ tone = "dark", className }: { tone?: "dark" | "light"; className?: string }) {
  return (
    <Link
      to="/"
      className={cn("inline-flex items-center gap-2 rounded-md", className)}
      aria-label="Forget Me Not — home"
    >
      <FlowerMark className="h-8 w-8 shrink-0 sm:h-9 sm:w-9" />
      <span
        className={cn(
          "font-serif text-xl leading-none tracking-tight whitespace-nowrap sm:text-2xl",
          tone === "dark" ? "text-plum" : "text-white",
        )}
      >
        Forget Me Not
      </span>
    </Link>
  );
}

const slotLinkClass =
  "inline-flex h-10 items-center justify-center gap-2 rounded-full px-2.5 text-sm font-medium text-plum hover:bg-blush md:px-4";

/**
 * Join / Log In, or Account (the role's own home) and Logout. Icon-only below md, with the same
 * accessible names.
 */
function AccountSlot() {
  const { user, isLoading } = useCurrentUser();
  const logout = useLogout();
  const navigate = useNavigate();

  if (isLoading) return null;

  if (!user) {
    return (
      <Link to="/account" className={slotLinkClass}>
        <PersonIcon aria-hidden="true" className="h-5 w-5 md:hidden" />
        <span className="sr-only md:not-sr-only">Join / Log In</span>
      </Link>
    );
  }

  return (
    <div className="flex items-center gap-1">
      <Link to={accountPath(user.role)} className={slotLinkClass}>
        <PersonIcon aria-hidden="true" className="h-5 w-5 md:hidden" />
        <span className="sr-only md:not-sr-only">Account</span>
      </Link>
      <button
        type="button"
        className={cn(slotLinkClass, "disabled:opacity-60")}
        disabled={logout.isPending}
        onClick={() => {
          const signedOut = signedOutPath(user.role);
          logout.mutate(undefined, { onSettled: () => navigate(signedOut) });
        }}
      >
        <SignOutIcon aria-hidden="true" className="h-5 w-5 md:hidden" />
        <span className="sr-only md:not-sr-only">Logout</span>
      </button>
    </div>
  );
}

export function Header() {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const menuButton = useRef<HTMLButtonElement>(null);

  // Close the phone menu whenever the page changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => {
    setOpen(false);
  }, [location.pathname]);

  // Escape closes the phone menu and returns focus to its button.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        menuButton.current?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  return (
    <header className="border-b border-line bg-white/95">
      <div className="mx-auto grid max-w-6xl grid-cols-[1fr_auto_1fr] items-center gap-2 px-4 py-3 md:py-4">
        <div className="flex items-center">
          <button
            ref={menuButton}
            type="button"
            className="inline-flex h-10 w-10 items-center justify-center rounded-full text-plum hover:bg-blush md:hidden"
            aria-expanded={open}
            aria-controls="site-nav"
            aria-label={open ? "Close menu" : "Open menu"}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? (
              <CloseIcon aria-hidden="true" className="h-6 w-6" />
            ) : (
              <MenuIcon aria-hidden="true" className="h-6 w-6" />
            )}
          </button>
        </div>
        <Logo />
        {/* As tall as the links it shows, so the header keeps its height while the session loads. */}
        <div className="flex min-h-10 items-center justify-end">
          <AccountSlot />
        </div>
      </div>
      <nav aria-label="Main" className="border-line md:border-t">
        <ul
          id="site-nav"
          className={cn(
            open ? "flex" : "hidden",
            "mx-auto max-w-6xl flex-col gap-1 border-t border-line px-4 py-3 md:flex md:flex-row md:items-center md:justify-center md:gap-2 md:border-t-0 md:py-2",
          )}
        >
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end={link.to === "/"}
                className={({ isActive }) =>
                  cn(
                    "block rounded-full px-4 py-2.5 text-base font-medium text-ink hover:bg-blush hover:text-plum md:py-2 md:text-sm",
                    isActive && "bg-blush text-plum",
                  )
                }
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}

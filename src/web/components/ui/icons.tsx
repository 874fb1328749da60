import type { ComponentProps, ReactNode } from "react";

/**
 * The shop's own line icons for the shell and the home page: a few paths each, so the first
 * page load doesn't carry an icon library. Other pages use lucide-react in their own chunks.
 * Decorative: hidden from screen readers (the text beside them names the thing).
 */
export type IconProps = ComponentProps<"svg">;
export type Icon = (props: IconProps) => ReactNode;

function LineIcon({ children, ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
    >
      {children}
    </svg>
  );
}

export const MenuIcon: Icon = (p) => (
  <LineIcon {...p}>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </LineIcon>
);
export const CloseIcon: Icon = (p) => (
  <LineIcon {...p}>
    <path d="M6 6l12 12M18 6L6 18" />
  </LineIcon>
);
export const PersonIcon: Icon = (p) => (
  <LineIcon {...p}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4.5 20.5c1.2-3.6 4-5.5 7.5-5.5s6.3 1.9 7.5 5.5" />
  </LineIcon>
);
export const SignOutIcon: Icon = (p) => (
  <LineIcon {...p}>
    <path d="M10 4H6a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h4M15 8l4 4-4 4M19 12H9" />
  </LineIcon>
);
export const SpinnerIcon: Icon = (p) => (
  <LineIcon {...p}>
    <path d="M12 3a9 9 0 1 0 9 9" />
  </LineIcon>
);
export const GiftIcon: Icon = (p) => (
  <LineIcon {...p}>
    <rect x="3.5" y="8" width="17" height="4" rx="1" />
    <path d="M5 12v8h14v-8M12 8v12M12 8c-1.5-3.5-6-4-6-1.5S10 8 12 8zm0 0c1.5-3.5 6-4 6-1.5S14 8 12 8z" />
  </LineIcon>
);
export const HandsHeartIcon: Icon = (p) => (
  <LineIcon {...p}>
    <path d="M12 9.5c-1.2-2.6-5-2.4-5 .4 0 2.2 2.6 3.8 5 5.6 2.4-1.8 5-3.4 5-5.6 0-2.8-3.8-3-5-.4z" />
    <path d="M3 15l3.5 3.5c.8.8 1.8 1.2 2.9 1.2H14M21 15l-3.5 3.5" />
  </LineIcon>
);
export const TruckIcon: Icon = (p) => (
  <LineIcon {...p}>
    <path d="M2.5 6.5h11v10h-11zM13.5 10h4l3 3.5v3h-7" />
    <circle cx="6.5" cy="17.5" r="1.8" />
    <circle cx="17" cy="17.5" r="1.8" />
  </LineIcon>
);
export const BloomIcon: Icon = (p) => (
  <LineIcon {...p}>
    <circle cx="12" cy="8" r="2" />
    <path d="M12 6c0-3 3-3 3-.5M12 6c0-3-3-3-3-.5M14 8c3 0 3 3 .5 3M10 8c-3 0-3 3-.5 3M12 10v11M12 17c-2.5 0-4-1.5-4.5-3.5M12 15c2.5 0 4-1.5 4.5-3.5" />
  </LineIcon>
);
export const PlateIcon: Icon = (p) => (
  <LineIcon {...p}>
    <circle cx="13" cy="13" r="6.5" />
    <circle cx="13" cy="13" r="3" />
    <path d="M3.5 3.5v6M3.5 9.5v11M2 3.5v4a1.5 1.5 0 0 0 3 0v-4" />
  </LineIcon>
);
export const BathIcon: Icon = (p) => (
  <LineIcon {...p}>
    <path d="M3 12h18v2a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5zM6 12V6a2 2 0 0 1 4 0M7 19l-1 2M17 19l1 2" />
  </LineIcon>
);
export const SparkleIcon: Icon = (p) => (
  <LineIcon {...p}>
    <path d="M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8zM19 16l.8 2.2L22 19l-2.2.8L19 22l-.8-2.2L16 19l2.2-.8z" />
  </LineIcon>
);
export const CalendarHeartIcon: Icon = (p) => (
  <LineIcon {...p}>
    <rect x="3.5" y="5" width="17" height="15" rx="2" />
    <path d="M3.5 10h17M8 3v4M16 3v4" />
    <path d="M12 17.5c-1.6-1.2-3-2-3-3.3 0-1.5 2-1.8 3-.5 1-1.3 3-1 3 .5 0 1.3-1.4 2.1-3 3.3z" />
  </LineIcon>
);

import { Link } from "react-router";
import { FooterNewsletter } from "./footer-newsletter";
import { Logo } from "./header";

const INSTAGRAM_URL = "https://www.instagram.com/forgetmenot.gifts/";

/** A simple camera-outline glyph (the shop's own drawing), used for the Instagram link. */
function InstagramGlyph({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4.2" />
      <circle cx="17.3" cy="6.7" r="1.1" fill="currentColor" stroke="none" />
    </svg>
  );
}

const linkClass = "rounded-sm text-blush underline-offset-4 hover:text-white hover:underline";

interface FooterColumnProps {
  title: string;
  links: ReadonlyArray<{ to: string; label: string }>;
}

function FooterColumn({ title, links }: FooterColumnProps) {
  return (
    <div>
      <h2 className="font-serif text-lg text-white">{title}</h2>
      <ul className="mt-3 space-y-2 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={linkClass}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="focus-on-dark bg-ink text-blush">
      <FooterNewsletter />
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 lg:grid-cols-[2fr_1fr_1fr]">
        <div className="col-span-2 space-y-4 lg:col-span-1">
          <Logo tone="light" />
          <p className="max-w-sm text-sm leading-relaxed">
            Recurring gifts for the people you love, curated and delivered by local vendors across Australia.
          </p>
          <a
            href={INSTAGRAM_URL}
            target="_blank"
            rel="noopener noreferrer"
            aria-label="Forget Me Not on Instagram (opens in a new tab)"
            className="inline-flex h-10 w-10 items-center justify-center rounded-full border border-blush/60 text-blush hover:bg-white hover:text-plum"
          >
            <InstagramGlyph className="h-5 w-5" />
          </a>
        </div>
        <FooterColumn
          title="Customer Support"
          links={[
            { to: "/story#contact", label: "Contact Us" },
            { to: "/how-it-works#faq", label: "FAQs" },
            { to: "/customer-terms", label: "Customer T&C's" },
            { to: "/privacy-policy", label: "Privacy Policy" },
          ]}
        />
        <FooterColumn
          title="Vendor Hub"
          links={[
            { to: "/vendor-application", label: "Become a Vendor" },
            { to: "/vendor-terms", label: "Vendors T&C's" },
          ]}
        />
      </div>
      <div className="border-t border-white/15">
        <p className="mx-auto max-w-6xl px-4 py-5 text-center text-sm">© {year} Forget Me Not. All rights reserved.</p>
      </div>
      {/* The spec's fixed quick-link block: hidden until a keyboard user tabs into it. */}
      <nav
        aria-label="Quick links"
        className="focus-on-light sr-only focus-within:not-sr-only focus-within:fixed focus-within:right-4 focus-within:bottom-4 focus-within:z-50 focus-within:rounded-xl focus-within:bg-white focus-within:p-3 focus-within:shadow-lg"
      >
        <ul className="flex gap-3 text-sm">
          <li>
            <Link to="/gift-boxes" className="text-plum underline">
              Catalogue
            </Link>
          </li>
          <li>
            <Link to="/story" className="text-plum underline">
              About us
            </Link>
          </li>
        </ul>
      </nav>
    </footer>
  );
}

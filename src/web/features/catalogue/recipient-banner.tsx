import type { Recipient } from "@shared/schemas/recipient";
import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";

function text(value: unknown): string | null {
  return typeof value === "string" && value.trim() ? value.trim() : null;
}

function humanise(value: string): string {
  const spaced = value.replace(/[-_]+/g, " ");
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** The recipient's name and the preferences the browse page shows, wherever the profile keeps them. */
export function recipientDetails(profile: Recipient) {
  const prefs = profile.preferences ?? {};
  const favouriteColor = text(prefs.favouriteColor) ?? text(prefs.favoriteColor);
  const favouriteFlower = text(prefs.favouriteFlower) ?? text(prefs.favoriteFlower);
  return {
    name: text(profile.name) ?? text(profile.fullName) ?? "your recipient",
    relationship: text(profile.relationship),
    favouriteColor,
    favouriteFlower,
  };
}

export function BackToAccountLink() {
  return (
    <Link
      to="/account"
      className="inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-plum underline-offset-4 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="h-4 w-4" />
      Back to Account
    </Link>
  );
}

/** Recipient mode: who the boxes are for and what they like. */
export function RecipientPreferences({ profile }: { profile: Recipient }) {
  const details = recipientDetails(profile);
  return (
    <div className="mt-4 rounded-2xl border border-line bg-white p-4 sm:p-5">
      {details.relationship && (
        <p className="text-sm text-muted">
          Relationship: <span className="font-medium text-ink">{humanise(details.relationship)}</span>
        </p>
      )}
      <dl className="mt-2 grid gap-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-muted">Favourite colour</dt>
          <dd className="font-medium text-ink">
            {details.favouriteColor ? humanise(details.favouriteColor) : "Not specified"}
          </dd>
        </div>
        <div>
          <dt className="text-muted">Favourite flower</dt>
          <dd className="font-medium text-ink">
            {details.favouriteFlower ? humanise(details.favouriteFlower) : "Not specified"}
          </dd>
        </div>
      </dl>
    </div>
  );
}

import { titleCase } from "../../../shared/domain/names";
import { type RenderedEmail, render } from "./templates";

/**
 * An address with most of its name hidden ("r…@example.com"): enough for the owner to recognise,
 * little for whoever reads a mailbox the owner may have left.
 */
export function partlyHiddenAddress(email: string): string {
  const at = email.lastIndexOf("@");
  return at < 1 ? "…" : `${email[0]}…${email.slice(at)}`;
}

/** To the account's previous address, when staff moved the account to another one. */
export function emailChangedByStaffEmail(fullName: string, newEmail: string, shopUrl: string): RenderedEmail {
  return render(
    "The e-mail address of your Forget Me Not account changed",
    [
      `Hi ${titleCase(fullName)},`,
      `Our team changed the e-mail address of your account to ${partlyHiddenAddress(newEmail)}. From now on we write to that address, and password reset links go there. Every device signed in to your account has been signed out.`,
      "If you asked us for this, there is nothing more to do. If you didn't, contact us straight away and we'll look into it.",
    ],
    { href: `${shopUrl}/story#contact`, label: "Contact us" },
  );
}

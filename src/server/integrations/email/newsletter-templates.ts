import { formatIsoDate, todayIso } from "../../../shared/domain/dates";
import { NEWSLETTER_UNSUBSCRIBE_PATH } from "../../../shared/schemas/newsletter";
import { type EmailLink, type RenderedEmail, render } from "./templates";

declare const unsubscribeUrlBrand: unique symbol;
/** A subscriber's own unsubscribe link. Only `newsletterUnsubscribeUrl` makes one, so no e-mail goes out with a stand-in. */
export type UnsubscribeUrl = string & { readonly [unsubscribeUrlBrand]: true };

export function newsletterUnsubscribeUrl(shopUrl: string, unsubscribeToken: string): UnsubscribeUrl {
  if (!unsubscribeToken.trim()) throw new Error("a newsletter e-mail needs the subscriber's unsubscribe token");
  return `${shopUrl}${NEWSLETTER_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(unsubscribeToken)}` as UnsubscribeUrl;
}

/** Who sends the newsletter and how to reach them: the Spam Act asks every message to say so. */
export interface NewsletterSender {
  shopUrl: string;
  contactEmail: string;
  abn: string | null;
}

/** The one subscriber an e-mail goes to: their consent date and their own way out. */
export interface NewsletterRecipient {
  consentedAt: Date;
  unsubscribeUrl: UnsubscribeUrl;
}

interface NewsletterContent {
  subject: string;
  paragraphs: string[];
  link?: EmailLink;
}

/**
 * Every newsletter e-mail is built here, and this needs the recipient's unsubscribe link: each one
 * says why it arrived, who sent it, how to contact the shop and how to stop receiving it.
 */
export function newsletterEmail(
  content: NewsletterContent,
  sender: NewsletterSender,
  recipient: NewsletterRecipient,
): RenderedEmail {
  // The type already demands the link; this also stops a caller that casts its way around it.
  if (!recipient.unsubscribeUrl?.includes(`${NEWSLETTER_UNSUBSCRIBE_PATH}?token=`))
    throw new Error("a newsletter e-mail needs its unsubscribe link");
  const signedUpOn = formatIsoDate(todayIso(recipient.consentedAt));
  return render(content.subject, content.paragraphs, content.link, {
    lines: [
      `You're receiving this because this address was signed up for the Forget Me Not newsletter on ${signedUpOn}.`,
      `Sent by Forget Me Not, Australia${sender.abn ? ` (ABN ${sender.abn})` : ""}. Questions? Write to ${sender.contactEmail}.`,
    ],
    links: [
      { href: recipient.unsubscribeUrl, label: "Unsubscribe" },
      { href: `${sender.shopUrl}/story#contact`, label: "Contact us" },
    ],
  });
}

/** Sent once when someone joins the list (or rejoins after leaving it). */
export function newsletterWelcomeEmail(sender: NewsletterSender, recipient: NewsletterRecipient): RenderedEmail {
  return newsletterEmail(
    {
      subject: "You're on the Forget Me Not list",
      paragraphs: [
        "Hello,",
        "Thanks for signing up. About once a month we'll send a short letter: new gift boxes from our local vendors, a nudge before the dates that sneak up on everyone, and the occasional offer.",
        "Didn't sign up? Someone may have typed your address by mistake. Use the unsubscribe link below and you won't hear from us again.",
      ],
      link: { href: `${sender.shopUrl}/gift-boxes`, label: "Browse the gift boxes" },
    },
    sender,
    recipient,
  );
}

import { z } from "zod";
import { emailField } from "./fields";

/**
 * One answer to every sign-up, whether the address is new, already on the list or coming back,
 * so the form never tells a stranger who is subscribed.
 */
export const NEWSLETTER_SIGNUP_MESSAGE =
  "Thank you — you're on the list. Watch your inbox for our next letter of gift ideas.";
export const NEWSLETTER_UNSUBSCRIBED_MESSAGE = "You're unsubscribed. We won't send you any more newsletters.";
export const NEWSLETTER_BAD_LINK_MESSAGE =
  "This unsubscribe link doesn't work. Try the link in the newsletter again, or contact us and we'll take you off the list.";

export const newsletterSignupSchema = z.object({ email: emailField });
export type NewsletterSignupInput = z.input<typeof newsletterSignupSchema>;

export const newsletterSignupResponseSchema = z.object({
  ok: z.literal(true),
  message: z.literal(NEWSLETTER_SIGNUP_MESSAGE),
});
export type NewsletterSignupResponse = z.infer<typeof newsletterSignupResponseSchema>;

/** The token from the e-mailed link: URL-safe characters only (the server makes 43 of them). */
export const newsletterUnsubscribeSchema = z.object({
  token: z
    .string({ error: NEWSLETTER_BAD_LINK_MESSAGE })
    .trim()
    .regex(/^[\w-]{20,200}$/, NEWSLETTER_BAD_LINK_MESSAGE),
});
export type NewsletterUnsubscribeInput = z.input<typeof newsletterUnsubscribeSchema>;

export const newsletterUnsubscribeResponseSchema = z.object({
  ok: z.literal(true),
  message: z.literal(NEWSLETTER_UNSUBSCRIBED_MESSAGE),
});
export type NewsletterUnsubscribeResponse = z.infer<typeof newsletterUnsubscribeResponseSchema>;

/** Where a subscriber's unsubscribe link points (the web page, which asks before it POSTs). */
export const NEWSLETTER_UNSUBSCRIBE_PATH = "/newsletter/unsubscribe";

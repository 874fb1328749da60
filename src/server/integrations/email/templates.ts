import { formatIsoDate } from "../../../shared/domain/dates";
import { UNCOVERED_DELIVERY_TEXT } from "../../../shared/domain/fulfilment";
import { formatCents } from "../../../shared/domain/money";
import { titleCase } from "../../../shared/domain/names";

/** The shop's e-mails: each returns a subject, plain text and a simple HTML version. */
export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

export interface EmailLink {
  href: string;
  label: string;
}

/** Small print under the signature (newsletters: why you got it, who we are, how to leave). */
export interface EmailFooter {
  lines: string[];
  links: EmailLink[];
}

export function render(subject: string, paragraphs: string[], link?: EmailLink, footer?: EmailFooter): RenderedEmail {
  const footerText = footer ? ["", ...footer.lines, ...footer.links.map((l) => `${l.label}: ${l.href}`)] : [];
  const text = [
    ...paragraphs,
    ...(link ? [`${link.label}: ${link.href}`] : []),
    "",
    "— Forget Me Not",
    ...footerText,
  ].join("\n\n");
  const footerHtml = footer
    ? `<hr style="border:none;border-top:1px solid #e7dcd6;margin:24px 0 12px">
${footer.lines.map((line) => `<p style="font-size:13px;line-height:1.5;color:#5f5363">${escapeHtml(line)}</p>`).join("\n")}
<p style="font-size:13px;line-height:1.5">${footer.links.map((l) => `<a href="${escapeHtml(l.href)}" style="color:#6b2d5c">${escapeHtml(l.label)}</a>`).join(" · ")}</p>`
    : "";
  const html = `<!doctype html><html><body style="font-family:Georgia,serif;color:#2b1d2f;background:#fdf8f4;padding:24px">
<h1 style="font-size:20px;color:#6b2d5c">${escapeHtml(subject)}</h1>
${paragraphs.map((p) => `<p style="line-height:1.5">${escapeHtml(p)}</p>`).join("\n")}
${link ? `<p><a href="${escapeHtml(link.href)}" style="color:#6b2d5c">${escapeHtml(link.label)}</a></p>` : ""}
<p style="color:#5f5363">— Forget Me Not</p>${footerHtml}</body></html>`;
  return { subject, text, html };
}

export function welcomeEmail(fullName: string, shopUrl: string): RenderedEmail {
  return render(
    "Welcome to Forget Me Not",
    [
      `Hi ${titleCase(fullName)},`,
      "Thank you for joining Forget Me Not. Tell us about the person you'd like to spoil, pick a gift plan, and our local vendors will take care of the rest.",
    ],
    { href: `${shopUrl}/recipient-setup`, label: "Set up your first recipient" },
  );
}

export function passwordResetEmail(fullName: string, resetUrl: string, validMinutes: number): RenderedEmail {
  return render(
    "Reset your Forget Me Not password",
    [
      `Hi ${titleCase(fullName)},`,
      `Someone asked to reset the password for this account. The link below works once and expires in ${validMinutes} minutes.`,
      "If it wasn't you, ignore this e-mail: your password stays as it is.",
    ],
    { href: resetUrl, label: "Choose a new password" },
  );
}

export function contactMessageEmail(input: {
  name: string;
  email: string;
  subject: string;
  message: string;
}): RenderedEmail {
  return render(`Contact form: ${input.subject}`, [`From: ${input.name} <${input.email}>`, input.message]);
}

export interface ReceiptLine {
  description: string;
  amountCents: number;
}

/** A tax-invoice-ready receipt: the shop, each line, the total including GST. */
export function orderConfirmationEmail(input: {
  fullName: string;
  buyerEmail: string;
  /** The shop's ABN: without it the receipt can't call itself a tax invoice. */
  abn: string | null;
  recipientName: string;
  receiptNumber: string;
  date: string;
  lines: ReceiptLine[];
  totalCents: number;
  gstCents: number;
  /** What each charge costs: "$100.00 every month". */
  billing: string;
  /** The billing plan: "Annual plan: 12 monthly deliveries, paid upfront". */
  plan: string;
  /** The next charge in words (or, for a prepaid plan, that nothing is charged until it renews). */
  nextCharge: string | null;
  /** Whether an approved vendor covers the recipient's postcode: if not, no vendor or date is promised. */
  vendorCovers: boolean;
  accountUrl: string;
}): RenderedEmail {
  const recipient = titleCase(input.recipientName);
  return render(
    `Your Forget Me Not order ${input.receiptNumber}`,
    [
      `Hi ${titleCase(input.fullName)},`,
      input.vendorCovers
        ? `Thank you! Your gift subscription for ${recipient} is confirmed. Your first delivery arrives within 7-10 business days.`
        : `Thank you! Your gift subscription for ${recipient} is confirmed. ${UNCOVERED_DELIVERY_TEXT}`,
      input.abn
        ? `Tax invoice ${input.receiptNumber} — ${input.date}. Forget Me Not, Australia. ABN ${input.abn}.`
        : `Receipt ${input.receiptNumber} — ${input.date}. Forget Me Not, Australia.`,
      `Billed to: ${titleCase(input.fullName)} <${input.buyerEmail}>.`,
      ...input.lines.map((line) => `${line.description}: ${formatCents(line.amountCents)}`),
      `Total paid (including GST of ${formatCents(input.gstCents)}): ${formatCents(input.totalCents)}`,
      `Billing: ${input.billing}.`,
      `${input.plan}.`,
      ...(input.nextCharge ? [input.nextCharge] : []),
    ],
    { href: input.accountUrl, label: "View your subscription" },
  );
}

export function paymentFailedEmail(
  fullName: string,
  recipientName: string,
  amountCents: number,
  reason: string,
  accountUrl: string,
): RenderedEmail {
  return render(
    "We couldn't take your subscription payment",
    [
      `Hi ${titleCase(fullName)},`,
      `The payment of ${formatCents(amountCents)} for ${titleCase(recipientName)}'s gift subscription didn't go through: ${reason}`,
      "Please update your payment details so the next delivery can go ahead.",
    ],
    { href: accountUrl, label: "Update payment details" },
  );
}

export function pausedEmail(
  fullName: string,
  recipientName: string,
  skippedOn: string,
  accountUrl: string,
): RenderedEmail {
  return render(
    "Your subscription is paused",
    [
      `Hi ${titleCase(fullName)},`,
      `${titleCase(recipientName)}'s subscription is paused for one delivery, the one due on ${skippedOn}. There is no charge for it, and deliveries resume automatically after that day.`,
    ],
    { href: accountUrl, label: "Manage your subscription" },
  );
}

export function resumedEmail(fullName: string, recipientName: string, accountUrl: string): RenderedEmail {
  return render(
    "Your subscription has resumed",
    [
      `Hi ${titleCase(fullName)},`,
      `Deliveries to ${titleCase(recipientName)} continue, and billing resumes with the next scheduled payment.`,
    ],
    { href: accountUrl, label: "Manage your subscription" },
  );
}

export function cancelledEmail(fullName: string, recipientName: string, accountUrl: string): RenderedEmail {
  return render(
    "Your subscription has been cancelled",
    [
      `Hi ${titleCase(fullName)},`,
      `${titleCase(recipientName)}'s subscription has been cancelled. There will be no further charges or deliveries.`,
    ],
    { href: accountUrl, label: "Start a new subscription any time" },
  );
}

/**
 * Sent a few days before a special-date delivery the buyer added at checkout. Where no approved vendor
 * covers the recipient's postcode, it promises neither a local vendor nor the date: staff arrange it.
 */
export function specialDateReminderEmail(
  fullName: string,
  recipientName: string,
  occasion: string,
  date: string,
  accountUrl: string,
  vendorCovers = true,
): RenderedEmail {
  const on = formatIsoDate(date);
  const recipient = titleCase(recipientName);
  if (!vendorCovers) {
    return render(
      `We're arranging ${recipient}'s ${occasion} delivery`,
      [
        `Hi ${titleCase(fullName)},`,
        `${recipient}'s ${occasion} (${on}) is coming up. No approved vendor delivers to their postcode yet, so our team is arranging this delivery and will e-mail you once it is booked.`,
        "If anything has changed, such as the delivery address or the card message, you can check it in your account.",
      ],
      { href: accountUrl, label: "See upcoming deliveries" },
    );
  }
  return render(
    `${recipient}'s ${occasion} delivery is coming on ${on}`,
    [
      `Hi ${titleCase(fullName)},`,
      `A little something for ${recipient}'s ${occasion} is being put together by one of our local vendors, ready to arrive on ${on}.`,
      "There's nothing you need to do. If anything has changed, such as the delivery address or the card message, you can check it in your account before then.",
    ],
    { href: accountUrl, label: "See upcoming deliveries" },
  );
}

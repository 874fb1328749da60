import { titleCase } from "../../../shared/domain/names";
import { type RenderedEmail, render } from "./templates";

/** The vendor's e-mails: application received, approved, rejected, suspended. */
export function vendorApplicationReceivedEmail(
  contactName: string,
  businessName: string,
  shopUrl: string,
): RenderedEmail {
  return render(
    "We have your application",
    [
      `Hi ${titleCase(contactName)},`,
      `Thank you for applying to deliver with Forget Me Not as ${businessName}. Our team reads every application and usually replies within two business days.`,
      "You can sign in to the vendor portal now to complete your business details and prepare your gift boxes. They stay hidden from customers until your application is approved.",
    ],
    { href: `${shopUrl}/vendor-signin`, label: "Sign in to the vendor portal" },
  );
}

export function vendorApprovedEmail(contactName: string, businessName: string, shopUrl: string): RenderedEmail {
  return render(
    "You're approved: welcome to Forget Me Not",
    [
      `Hi ${titleCase(contactName)},`,
      `Good news: ${businessName} is now an approved Forget Me Not vendor. Your active gift boxes are visible to customers from today, and deliveries near you will be routed to you.`,
      "Orders appear in the vendor portal under My Orders, with everything you need to prepare and dispatch them.",
    ],
    { href: `${shopUrl}/for-vendors`, label: "Open the vendor portal" },
  );
}

export function vendorRejectedEmail(
  contactName: string,
  businessName: string,
  reason: string,
  shopUrl: string,
): RenderedEmail {
  return render(
    "About your Forget Me Not application",
    [
      `Hi ${titleCase(contactName)},`,
      `Thank you for your interest in delivering with Forget Me Not. After reviewing the application from ${businessName}, we are not able to approve it at this time.`,
      `Our reviewer's note: ${reason}`,
      "Once you have made changes, sign in to the vendor portal and choose Re-apply: your application comes back to our team as it stands, with its history. If you think we have misunderstood, vendor support is there too.",
    ],
    { href: `${shopUrl}/vendor-signin`, label: "Sign in to re-apply" },
  );
}

export function vendorSuspendedEmail(
  contactName: string,
  businessName: string,
  reason: string,
  shopUrl: string,
): RenderedEmail {
  return render(
    "Your Forget Me Not vendor account is paused",
    [
      `Hi ${titleCase(contactName)},`,
      `We have suspended ${businessName}'s vendor account. While it is suspended your gift boxes are hidden from customers and no new orders are routed to you.`,
      `The reason: ${reason}`,
      "Please contact vendor support so we can sort this out together.",
    ],
    { href: `${shopUrl}/vendor-support`, label: "Contact vendor support" },
  );
}

import { formatCents } from "@shared/domain/money";
import { ANNUAL_DISCOUNT_PERCENT, DELIVERY_PRICE_CENTS, SPECIAL_DATE_ADD_ON_CENTS } from "@shared/domain/pricing";
import { Link } from "react-router";
import { CONTACT_EMAIL } from "./contact-form";
import { LegalPageLayout, type LegalSection } from "./legal-page-layout";
import { PriceList } from "./price-list";

const SECTIONS: ReadonlyArray<LegalSection> = [
  {
    id: "plans",
    title: "Your subscription",
    body: (
      <p>
        A Forget Me Not subscription sends a curated gift from your chosen plan to one recipient as often as you choose:
        weekly, fortnightly, monthly or quarterly. The subscription starts when your first payment succeeds, and your
        first gift usually arrives within 7–10 business days. These subscription terms sit alongside our{" "}
        <Link to="/customer-terms">customer terms</Link>.
      </p>
    ),
  },
  {
    id: "prices",
    title: "Prices and payment",
    body: (
      <>
        <p>
          Every delivery costs {formatCents(DELIVERY_PRICE_CENTS)}, whatever the gift box. Pay as you go, and we charge
          you before each delivery; or pay for a year of deliveries up front, {ANNUAL_DISCOUNT_PERCENT}% less than
          paying as you go.
        </p>
        <PriceList />
        <ul>
          <li>
            <strong>Special-date add-ons:</strong> {formatCents(SPECIAL_DATE_ADD_ON_CENTS)} each for a one-off delivery
            on a date such as Valentine's Day, Mother's Day, Father's Day, or your recipient's birthday or anniversary.
            Add-ons chosen at checkout are charged once, together with your first payment.
          </li>
        </ul>
        <p>
          All prices are in Australian dollars, include GST, and are charged in AUD. Delivery within Australia is
          included. Your subscription renews automatically at the end of each billing period until you cancel.
        </p>
      </>
    ),
  },
  {
    id: "pause",
    title: "Pausing",
    body: (
      <p>
        After your first delivery you can pause a subscription from your account. A pause skips exactly one upcoming
        regular delivery, and you are not charged for it. The subscription then resumes automatically, with billing
        continuing from the next scheduled payment. Only one delivery can be paused at a time; you can pause again once
        the subscription has resumed.
      </p>
    ),
  },
  {
    id: "change",
    title: "Changing your gift plan",
    body: (
      <p>
        You can change the gift plan for a recipient from your account. The change applies from the next delivery if
        that delivery is at least 21 days away. If it is less than 21 days away, the vendor may already be preparing it,
        so the change applies from the delivery after that; we tell you which delivery when you make the change.
      </p>
    ),
  },
  {
    id: "cancel",
    title: "Cancelling",
    body: (
      <p>
        You can cancel at any time from your account. Cancelling stops future renewals. Deliveries already paid for are
        still sent. If you cancel an annual subscription, contact us and we will work out a fair refund for deliveries
        that have not yet been prepared, in line with the Australian Consumer Law.
      </p>
    ),
  },
  {
    id: "payments",
    title: "Failed payments",
    body: (
      <p>
        If a renewal payment fails we will e-mail you and try again. Deliveries may be held until the payment succeeds.
      </p>
    ),
  },
  {
    id: "questions",
    title: "Questions",
    body: (
      <p>
        Email <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a> or read our{" "}
        <Link to="/how-it-works#faq">FAQs</Link>.
      </p>
    ),
  },
];

export function Component() {
  return (
    <LegalPageLayout
      title="Subscription Terms"
      intro={
        <p>
          The key facts about paying for, pausing, changing and cancelling a Forget Me Not subscription. Please read
          them before you check out.
        </p>
      }
      sections={SECTIONS}
    />
  );
}

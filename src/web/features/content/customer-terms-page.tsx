import { Link } from "react-router";
import { CONTACT_EMAIL } from "./contact-form";
import { LegalPageLayout, type LegalSection } from "./legal-page-layout";

const SECTIONS: ReadonlyArray<LegalSection> = [
  {
    id: "about",
    title: "About these terms",
    body: (
      <>
        <p>
          These terms apply when you buy from Forget Me Not, whether you send a one-off special-date delivery or a
          recurring gift subscription. By creating an account or placing an order you agree to them, together with our{" "}
          <Link to="/terms">subscription terms</Link> and <Link to="/privacy-policy">privacy policy</Link>.
        </p>
        <p>
          Nothing in these terms limits the rights you have under the Australian Consumer Law, including the consumer
          guarantees that products are of acceptable quality and match their description.
        </p>
      </>
    ),
  },
  {
    id: "account",
    title: "Your account",
    body: (
      <ul>
        <li>You must be at least 18 years old to create an account and buy from us.</li>
        <li>Keep your password private. You are responsible for orders placed through your account.</li>
        <li>
          The details you give us about yourself and your recipients must be accurate, including delivery addresses and
          dates of birth.
        </li>
      </ul>
    ),
  },
  {
    id: "gifts",
    title: "Gifts and substitutions",
    body: (
      <>
        <p>
          Each gift is curated by a local vendor around your recipient's profile, so no two boxes are identical. Photos
          show the style of a plan rather than the exact contents. Flowers and produce are seasonal: where an item is
          unavailable, the vendor will substitute something of equal or greater value in the same spirit.
        </p>
        <p>
          We take your recipient's allergies, sensitivities and preferences into account, but vendors cannot always
          guarantee that a product is free from every trace allergen. Please tell us about serious allergies in the
          recipient's profile.
        </p>
      </>
    ),
  },
  {
    id: "billing",
    title: "Prices and recurring billing",
    body: (
      <>
        <p>
          All prices are in Australian dollars and include GST. Shipping within Australia is included in the price —
          there is no separate delivery charge.
        </p>
        <p>
          Subscriptions renew automatically and are billed in advance on a recurring cycle — each delivery cycle
          (weekly, fortnightly, monthly or quarterly) or annually, depending on the options you choose — until you pause
          or cancel. We show you the amount and the billing cycle before you pay. Current prices and plan details are
          set out in our <Link to="/terms">subscription terms</Link>.
        </p>
        <p>
          If a payment fails we will let you know by e-mail and may hold the next delivery until the payment is updated.
        </p>
      </>
    ),
  },
  {
    id: "delivery",
    title: "Delivery",
    body: (
      <>
        <p>
          We deliver to addresses within Australia only. The first delivery usually arrives within 7–10 business days of
          checkout; later deliveries follow your subscription's schedule.
        </p>
        <p>
          Delivery instructions in the recipient's profile (for example a safe place) are passed to the vendor and
          courier. Once a gift has been left as instructed, it is the recipient's responsibility. If a parcel cannot be
          delivered, the courier will leave details for collection or re-delivery.
        </p>
      </>
    ),
  },
  {
    id: "alcohol",
    title: "Alcohol",
    body: (
      <p>
        Gifts that include alcohol are sold and delivered only to persons aged 18 or over. We check the recipient's date
        of birth before alcohol is included, and the person accepting the delivery may be asked for proof of age. If
        nobody aged 18 or over can accept the parcel, the alcohol will not be left.
      </p>
    ),
  },
  {
    id: "damaged",
    title: "Damaged or defective products",
    body: (
      <>
        <p>
          If a gift arrives damaged, faulty or not as described, please report it to us within 7 days of delivery at{" "}
          <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a> with your order details and, where you can, a photo.
          Fresh flowers and perishable food should be reported as soon as possible after delivery.
        </p>
        <p>
          We will arrange a replacement, a credit or a refund, as appropriate. Reporting within 7 days helps us fix the
          problem quickly with the vendor; it does not reduce your rights under the Australian Consumer Law.
        </p>
      </>
    ),
  },
  {
    id: "pause-cancel",
    title: "Pausing and cancelling",
    body: (
      <>
        <p>
          You can pause a subscription from your account after its first delivery. A pause skips one regular delivery,
          you are not charged for that cycle, and the subscription resumes automatically.
        </p>
        <p>
          You can cancel a subscription at any time from your account. Cancelling stops future charges; a delivery that
          has already been paid for and prepared by the vendor will still be sent.
        </p>
      </>
    ),
  },
  {
    id: "contact",
    title: "Contact us",
    body: (
      <p>
        Questions about these terms or an order? Email <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a> or use
        the <Link to="/story#contact">contact form</Link>. We reply within 24-48 hours, Monday-Friday 9am-5pm AEST.
      </p>
    ),
  },
];

export function Component() {
  return (
    <LegalPageLayout
      title="Customer Terms & Conditions"
      intro={
        <p>
          These terms explain what you can expect from us when you send gifts through Forget Me Not, and what we ask of
          you in return. We have tried to keep them plain and short.
        </p>
      }
      sections={SECTIONS}
    />
  );
}

import { Link } from "react-router";
import { CONTACT_EMAIL } from "./contact-form";
import { LegalPageLayout, type LegalSection } from "./legal-page-layout";

const SECTIONS: ReadonlyArray<LegalSection> = [
  {
    id: "applications",
    title: "Applying to become a vendor",
    body: (
      <>
        <p>
          Businesses apply through our <Link to="/vendor-application">vendor application</Link>. Submitting an
          application creates your vendor account with a pending status: you can sign in and prepare gift boxes straight
          away, but your boxes are not shown to customers and no orders are routed to you until your application is
          approved.
        </p>
        <p>
          Our team reviews each application and either approves or rejects it. We consider the quality of your products,
          your service area, your licences and registrations, and how well you fit our customers' needs. We will e-mail
          you with the outcome either way. We may reject an application without giving detailed reasons.
        </p>
      </>
    ),
  },
  {
    id: "commission",
    title: "Commission and payment",
    body: (
      <p>
        Our commission is agreed with you during the application process and confirmed in writing when your application
        is approved. It is deducted from the amount we pay you for each fulfilled order. We will give you at least 30
        days' written notice of any change to your commission, and you may stop taking new orders if you do not accept
        the change.
      </p>
    ),
  },
  {
    id: "obligations",
    title: "Your obligations",
    body: (
      <ul>
        <li>
          Hold the licences, registrations and insurance your business needs, including food-safety registration for
          food products.
        </li>
        <li>
          Deliver gifts of the quality and value described in your gift boxes, curated around the recipient preferences
          we share with you.
        </li>
        <li>
          Fulfil each order routed to you by its delivery date, and record it in the vendor portal — package photo,
          inclusions, dispatch date and, where available, the courier and tracking number.
        </li>
        <li>
          Supply alcohol only if you are licensed to do so, only to recipients aged 18 or over, and never leave it
          unattended; couriers may need to check proof of age.
        </li>
        <li>Pack intimate-wellness products discreetly, with nothing on the outside that reveals the contents.</li>
        <li>Tell us promptly if you cannot fulfil an order, or if an item must be substituted.</li>
        <li>Keep your business details, service area and gift boxes accurate and up to date.</li>
      </ul>
    ),
  },
  {
    id: "privacy",
    title: "Customer and recipient information",
    body: (
      <p>
        We share with you only the information needed to prepare and deliver each order. You must use it for that order
        only, keep it secure, never contact recipients for marketing, and delete it once it is no longer needed. You
        must handle it in line with the Australian Privacy Principles and our{" "}
        <Link to="/privacy-policy">privacy policy</Link>.
      </p>
    ),
  },
  {
    id: "quality",
    title: "Quality issues",
    body: (
      <p>
        Customers can report damaged or defective gifts within 7 days of delivery. We will share the report with you and
        may ask you to replace the gift or may deduct the cost of a refund from your payments where the problem was
        within your control.
      </p>
    ),
  },
  {
    id: "ending",
    title: "Suspension and ending the arrangement",
    body: (
      <p>
        You may stop being a vendor at any time by giving us 30 days' notice and fulfilling orders already routed to
        you. We may suspend or end your account if you breach these terms, repeatedly miss deliveries, or put customers
        or recipients at risk.
      </p>
    ),
  },
  {
    id: "contact",
    title: "Contact",
    body: (
      <p>
        Questions about these terms? Visit <Link to="/vendor-support">vendor support</Link> or email{" "}
        <a href={`mailto:${CONTACT_EMAIL}?subject=Vendor%20terms`}>{CONTACT_EMAIL}</a>.
      </p>
    ),
  },
];

export function Component() {
  return (
    <LegalPageLayout
      title="Vendor Terms & Conditions"
      intro={
        <p>
          These terms apply to florists, bakers, makers and other businesses that curate and deliver gifts for Forget Me
          Not customers. They sit alongside the written agreement you receive when your application is approved.
        </p>
      }
      sections={SECTIONS}
    />
  );
}

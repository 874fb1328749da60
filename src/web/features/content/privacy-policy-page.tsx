import { Link } from "react-router";
import { CONTACT_EMAIL } from "./contact-form";
import { LegalPageLayout, type LegalSection } from "./legal-page-layout";

const SECTIONS: ReadonlyArray<LegalSection> = [
  {
    id: "scope",
    title: "Who we are and what this covers",
    body: (
      <p>
        Forget Me Not is an Australian gift subscription shop. This policy explains how we collect, use, store and
        disclose personal information about our customers, their gift recipients, our vendors and visitors to our
        website. We handle personal information in line with the Privacy Act 1988 (Cth) and the Australian Privacy
        Principles.
      </p>
    ),
  },
  {
    id: "collect",
    title: "What we collect",
    body: (
      <>
        <p>About you, as a customer:</p>
        <ul>
          <li>your name, e-mail address, phone number and billing address;</li>
          <li>your account password, which we store only as a one-way hash;</li>
          <li>your orders, subscriptions and the messages you send us.</li>
        </ul>
        <p>About the people you send gifts to, as you provide them:</p>
        <ul>
          <li>name, delivery address, phone number and delivery instructions;</li>
          <li>date of birth and special dates such as anniversaries;</li>
          <li>
            gift preferences — favourite flowers and colours, things to avoid, allergies and dietary needs, and, for
            some plans, more personal preferences such as comfort with intimate products or whether they drink alcohol;
          </li>
          <li>personal messages you would like included with a gift.</li>
        </ul>
        <p>
          If you join our newsletter: your e-mail address, when you signed up and, if you leave, when you unsubscribed.
        </p>
        <p>
          About vendors: business and contact details, service area and the records of orders they fulfil. We do not
          store full card numbers: payments are handled by our payment provider.
        </p>
      </>
    ),
  },
  {
    id: "use",
    title: "How we use it",
    body: (
      <ul>
        <li>to create and run your account, take payments and manage your subscriptions;</li>
        <li>to choose, prepare and deliver gifts that suit your recipient;</li>
        <li>to check that alcohol is only sent to recipients aged 18 or over;</li>
        <li>to send you service e-mails such as order confirmations, delivery updates and payment notices;</li>
        <li>
          if you joined our newsletter, to send it about once a month until you unsubscribe — every issue has an
          unsubscribe link, and we stop as soon as you use it;
        </li>
        <li>
          to answer your enquiries and to keep our service safe, for example by limiting repeated sign-in attempts.
        </li>
      </ul>
    ),
  },
  {
    id: "sensitive",
    title: "Recipients' sensitive preferences",
    body: (
      <>
        <p>
          Some of what you tell us about a recipient can be intimate. We treat it with particular care. These
          preferences are shown only to:
        </p>
        <ul>
          <li>you, the customer who entered them;</li>
          <li>our staff, where needed to support your order; and</li>
          <li>
            the vendor fulfilling that recipient's order — and then only in the minimum form needed to prepare and
            deliver the gift.
          </li>
        </ul>
        <p>
          Please only share a recipient's details when you believe they would be comfortable with it, and let them know
          that gifts are on the way.
        </p>
      </>
    ),
  },
  {
    id: "disclose",
    title: "Who we share it with",
    body: (
      <>
        <p>We share personal information only as needed to provide the service:</p>
        <ul>
          <li>with the vendor assigned to an order (delivery details and the minimum preferences described above);</li>
          <li>with couriers, who receive the delivery name, address, phone number and instructions;</li>
          <li>with our payment provider, to process payments; and</li>
          <li>with our e-mail and hosting providers, who process data on our behalf.</li>
        </ul>
        <p>We never sell personal information, and we do not share it with advertisers.</p>
      </>
    ),
  },
  {
    id: "security",
    title: "Storage and security",
    body: (
      <>
        <p>
          We protect personal information with access controls, encrypted connections and password hashing. Staff and
          vendors see only what their role requires. Nothing personal is written to our system logs: logs record
          technical events, not names, addresses or preferences.
        </p>
        <p>
          We keep information for as long as your account is open and as required by law (for example tax records), and
          then delete or de-identify it.
        </p>
      </>
    ),
  },
  {
    id: "access",
    title: "Access, correction and complaints",
    body: (
      <>
        <p>
          You can view and update your details and your recipients' profiles from your{" "}
          <Link to="/account">account</Link> at any time, and ask us for a copy of the information we hold about you or
          for it to be corrected or deleted.
        </p>
        <p>
          If you have a privacy question or complaint, email{" "}
          <a href={`mailto:${CONTACT_EMAIL}?subject=Privacy`}>{CONTACT_EMAIL}</a>. We will respond within 30 days. If
          you are not satisfied with our response, you can contact the Office of the Australian Information Commissioner
          (OAIC).
        </p>
      </>
    ),
  },
];

export function Component() {
  return (
    <LegalPageLayout
      title="Privacy Policy"
      intro={
        <p>
          Sending a thoughtful gift means telling us about someone you care about. This policy explains what we collect,
          why we need it, and how we keep it private.
        </p>
      }
      sections={SECTIONS}
    />
  );
}

// The baseline's receipt: a plain template of the same size as the app's order confirmation
// (about 650 characters of text and 1,200 of HTML), so the e-mail insert writes as much.

export interface ReceiptFacts {
  checkoutId: number;
  buyerName: string;
  buyerEmail: string;
  recipientName: string;
  boxName: string;
  today: string;
  amountCents: number;
  billingInterval: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

export function baselineReceipt(facts: ReceiptFacts) {
  const number = `FMN-${String(facts.checkoutId).padStart(6, "0")}`;
  const paragraphs = [
    `Hello ${facts.buyerName},`,
    `Your gift subscription for ${facts.recipientName} is paid and on its way: the first box leaves us within 7 to 10 business days.`,
    `Receipt ${number}, dated ${facts.today}, from Forget Me Not, Australia.`,
    `Paid by: ${facts.buyerName} <${facts.buyerEmail}>.`,
    `${facts.boxName}, first charge: ${dollars(facts.amountCents)}`,
    `Total paid, GST of ${dollars(Math.round(facts.amountCents / 11))} included: ${dollars(facts.amountCents)}`,
    `Billed ${facts.billingInterval === "annual" ? "once a year" : "each delivery"}.`,
    // The app's receipt also names the plan and the next charge (issue 16): about as many characters.
    `Your plan: ${facts.billingInterval === "annual" ? "a year of boxes paid in one go" : "one box paid at a time, as it goes"}.`,
    `The next payment of ${dollars(facts.amountCents)} is due one billing period after today.`,
    "We will write again once the first box is with the courier, and you can follow it from your account.",
  ];
  const style = 'style="line-height:1.5;margin:0 0 12px"';
  return {
    subject: `Forget Me Not receipt ${number}`,
    text: `${paragraphs.join("\n\n")}\n\nSee it in your account.\n\nForget Me Not`,
    html:
      `<!doctype html><html><body style="font-family:Georgia,serif;color:#2b1d2f;padding:24px">` +
      `<h1 style="font-size:20px">Receipt ${number}</h1>` +
      paragraphs.map((p) => `<p ${style}>${escapeHtml(p)}</p>`).join("\n") +
      `<p><a href="http://localhost/account">See it in your account</a></p><p>Forget Me Not</p></body></html>`,
  };
}

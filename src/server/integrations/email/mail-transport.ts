import nodemailer from "nodemailer";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * The same for every attempt at one outbox row: a copy sent again (a relay killed between the
   * server's acceptance and the mark) carries the Message-ID of the first, so receivers can drop it.
   */
  messageKey?: string;
}

/** Delivers one e-mail; the outbox relay calls it. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
}

export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  // Bounded, so one send ends well within the relay's lease (outbox.ts SEND_BOUND_MS); nodemailer's
  // own socket timeout is 10 minutes.
  const transporter = nodemailer.createTransport(withTimeouts(smtpUrl));
  return {
    async send(mail) {
      const messageId = mail.messageKey ? `<${mail.messageKey}@${domainOf(from)}>` : undefined;
      await transporter.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId,
      });
    },
  };
}

/** The domain of MAIL_FROM's address ("Forget Me Not <hello@shop.example>" → "shop.example"). */
function domainOf(from: string): string {
  return /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? "forgetmenot.local";
}

/** nodemailer reads options from the URL's query; SMTP_URL's own values win. */
function withTimeouts(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  const bounds = { connectionTimeout: "15000", greetingTimeout: "15000", socketTimeout: "60000" };
  for (const [name, value] of Object.entries(bounds))
    if (!url.searchParams.has(name)) url.searchParams.set(name, value);
  return url.toString();
}

import nodemailer from "nodemailer";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
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
      await transporter.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
    },
  };
}

/** nodemailer reads options from the URL's query; SMTP_URL's own values win. */
function withTimeouts(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  const bounds = { connectionTimeout: "15000", greetingTimeout: "15000", socketTimeout: "60000" };
  for (const [name, value] of Object.entries(bounds))
    if (!url.searchParams.has(name)) url.searchParams.set(name, value);
  return url.toString();
}

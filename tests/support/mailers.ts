import type { MailMessage, Mailer } from "~/server/platform/mail.server";

/** A mailer that keeps what it is given to send, for tests to read. */
export function capturingMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(message) {
      sent.push(message);
    },
  };
}

/** A mailer whose every send fails, as when the SMTP server is down. */
export const failingMailer: Mailer = {
  send: async () => {
    throw new Error("SMTP is down");
  },
};

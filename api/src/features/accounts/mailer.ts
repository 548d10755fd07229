import nodemailer from 'nodemailer';

export interface LinkMail {
  to: string;
  kind: 'invitation' | 'reset';
  username: string;
  url: string;
  expiresAt: string;
}

/** Sends invitation and reset links through SMTP_URL (nodemailer, docs/decisions.md §500); null when it is not set. */
export function createMailer(smtpUrl: string, from: string) {
  if (!smtpUrl) return null;
  const transport = nodemailer.createTransport(smtpUrl);
  const sender = from || `Atlas <atlas@${new URL(smtpUrl).hostname}>`;
  return {
    async sendLink(mail: LinkMail): Promise<void> {
      const invitation = mail.kind === 'invitation';
      await transport.sendMail({
        from: sender,
        to: mail.to,
        subject: invitation ? 'Your Atlas account' : 'Reset your Atlas password',
        text: [
          `Hello ${mail.username},`,
          '',
          invitation
            ? 'An account was made for you on Atlas. Choose your password here:'
            : 'Choose a new password for your Atlas account here:',
          mail.url,
          '',
          `The link works once, until ${mail.expiresAt} (UTC).`,
        ].join('\n'),
      });
    },
    close: () => transport.close(),
  };
}
export type Mailer = NonNullable<ReturnType<typeof createMailer>>;

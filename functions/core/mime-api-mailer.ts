import type { MailMessage, Mailer } from './mail.ts';

export interface MimeApiOptions {
  /** e.g. https://api.mailgun.net/v3/{domain}/messages.mime */
  url: string;
  apiKey: string;
  /** Basic-auth user; Mailgun uses "api". */
  user?: string;
}

/**
 * Sends the composed RFC 5322 text through an HTTP "raw MIME" mail API (Mailgun's messages.mime
 * shape: multipart form with `to` and a `message` file). Used on Supabase Edge Functions, where
 * outbound SMTP is not an option; fetch/FormData/Blob only.
 */
export function mimeApiMailer(options: MimeApiOptions): Mailer {
  const auth = `Basic ${btoa(`${options.user ?? 'api'}:${options.apiKey}`)}`;
  return {
    async send(message: MailMessage) {
      const form = new FormData();
      form.append('to', message.to);
      form.append('message', new Blob([message.raw], { type: 'message/rfc822' }), 'message.eml');
      const response = await fetch(options.url, {
        method: 'POST',
        headers: { authorization: auth },
        body: form,
      });
      if (!response.ok) {
        throw new Error(
          `mail API answered ${response.status}: ${(await response.text()).slice(0, 200)}`,
        );
      }
    },
  };
}

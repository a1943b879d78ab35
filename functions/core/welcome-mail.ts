import { SITE } from '../../src/site.ts';
import { composeMail, type MailMessage } from './mail.ts';

export interface WelcomeLinks {
  /** The site's /confirm page, which confirms the subscription when opened. */
  confirmPage: string;
  /** The site's /unsubscribe page, which shows 'Confirm Unsubscribe'. */
  unsubscribePage: string;
  /** RFC 8058 one-click POST target. */
  oneClick: string;
}

export const ONE_CLICK_FUNCTION = 'unsubscribe-one-click';

const trimSlash = (url: string) => url.replace(/\/+$/, '');

export function welcomeLinks(
  siteUrl: string,
  functionsUrl: string,
  email: string,
  contactId: string,
): WelcomeLinks {
  const query = new URLSearchParams({ email, contactId }).toString();
  return {
    confirmPage: `${trimSlash(siteUrl)}/confirm?${query}`,
    unsubscribePage: `${trimSlash(siteUrl)}/unsubscribe?${query}`,
    oneClick: `${trimSlash(functionsUrl)}/${ONE_CLICK_FUNCTION}?${query}`,
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function welcomeMail(options: {
  from: string;
  to: string;
  siteUrl: string;
  links: WelcomeLinks;
}): MailMessage {
  const { links, siteUrl } = options;
  const text = [
    `Welcome to ${SITE.title}!`,
    '',
    `Thank you for subscribing. ${SITE.tagline}`,
    '',
    'Please confirm your subscription so we can send you new issues:',
    links.confirmPage,
    '',
    'If you did not sign up, ignore this email: an address that is not confirmed',
    'within a week is forgotten.',
    '',
    `Visit the magazine: ${siteUrl}`,
    '',
    `To stop these emails, unsubscribe here: ${links.unsubscribePage}`,
    '',
  ].join('\r\n');
  // Explicit colours on a card of its own: a dark mail client's background must not swallow the text.
  const link = 'color: #5b2a86';
  const html = `<!doctype html>
<html lang="en"><head><meta name="color-scheme" content="light"></head>
<body style="margin: 0; padding: 16px 8px">
<div style="max-width: 600px; margin: 0 auto; padding: 24px; background-color: #ffffff; color: #1d1b22; font-family: -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif; line-height: 1.5">
<h1 style="margin-top: 0; color: #1d1b22">Welcome to ${escapeHtml(SITE.title)}!</h1>
<p>Thank you for subscribing. ${escapeHtml(SITE.tagline)}</p>
<p>Please confirm your subscription so we can send you new issues:</p>
<p><a href="${escapeHtml(links.confirmPage)}" style="display: inline-block; padding: 10px 18px; background-color: #5b2a86; color: #ffffff; text-decoration: none; border-radius: 6px">Confirm my subscription</a></p>
<p style="font-size: 0.85em; color: #55505f">If you did not sign up, ignore this email: an address that is not
confirmed within a week is forgotten.</p>
<p><a href="${escapeHtml(siteUrl)}" style="${link}">Visit the magazine</a></p>
<p style="font-size: 0.85em; color: #55505f">To stop these emails,
<a href="${escapeHtml(links.unsubscribePage)}" style="${link}">unsubscribe here</a>.</p>
</div>
</body></html>
`;
  return composeMail({
    from: options.from,
    to: options.to,
    subject: `Welcome to ${SITE.title}`,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${links.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  });
}

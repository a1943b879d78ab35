import { SITE } from '../../src/site.ts';
import { composeMail, type MailMessage } from './mail.ts';

export interface WelcomeLinks {
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
    'We will write when there is something new to read.',
    '',
    `Visit the magazine: ${siteUrl}`,
    '',
    `To stop these emails, unsubscribe here: ${links.unsubscribePage}`,
    '',
  ].join('\r\n');
  const html = `<!doctype html>
<html lang="en"><body style="font-family: sans-serif; line-height: 1.5">
<h1>Welcome to ${escapeHtml(SITE.title)}!</h1>
<p>Thank you for subscribing. ${escapeHtml(SITE.tagline)}</p>
<p>We will write when there is something new to read.</p>
<p><a href="${escapeHtml(siteUrl)}">Visit the magazine</a></p>
<p style="font-size: 0.85em">To stop these emails,
<a href="${escapeHtml(links.unsubscribePage)}">unsubscribe here</a>.</p>
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

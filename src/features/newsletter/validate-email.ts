/**
 * The only rule on the site is "non-empty and contains an at sign"; the server validates properly.
 */
export function isAcceptableEmail(value: string): boolean {
  const email = value.trim();
  return email.length > 0 && email.includes('@');
}

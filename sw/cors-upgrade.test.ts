import { describe, expect, it } from 'vitest';
import { toCorsRequest } from './cors-upgrade.ts';

describe('toCorsRequest', () => {
  it('re-asks an <img> (no-cors) request in cors mode without credentials', () => {
    const request = new Request('https://images.ctfassets.net/s/a/h/cover.jpg?w=800', {
      mode: 'no-cors',
      credentials: 'include',
      headers: { accept: 'image/avif,image/webp,*/*' },
    });
    const upgraded = toCorsRequest(request);
    expect(upgraded.url).toBe(request.url);
    expect(upgraded.mode).toBe('cors');
    expect(upgraded.credentials).toBe('omit');
    // The Accept header picks the format the Images API answers with; it must survive.
    expect(upgraded.headers.get('accept')).toBe('image/avif,image/webp,*/*');
  });

  it('leaves requests that are already cors or same-origin alone', () => {
    const cors = new Request('https://images.ctfassets.net/s/a/h/cover.jpg', { mode: 'cors' });
    expect(toCorsRequest(cors)).toBe(cors);
    const same = new Request('https://gq.example/merch/a.webp', { mode: 'same-origin' });
    expect(toCorsRequest(same)).toBe(same);
  });
});

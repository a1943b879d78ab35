/** Location search and MIME groups on plain values: the pieces the CDA rules suite relies on. */
import { describe, expect, it } from 'vitest';
import { distanceKm, isWithin } from './query-geo.ts';
import { mimetypeGroupOf } from './query-mimetype.ts';

const paris = { lat: 48.856614, lon: 2.3522219 };
const london = { lat: 51.508515, lon: -0.1254872 };

describe('location search', () => {
  it('measures great-circle distances in km', () => {
    // Paris–London is about 344 km as the crow flies.
    expect(distanceKm(paris, london)).toBeGreaterThan(335);
    expect(distanceKm(paris, london)).toBeLessThan(350);
    expect(distanceKm(paris, paris)).toBe(0);
  });

  it('keeps points inside a rectangle given by any two opposite corners, or inside a circle', () => {
    expect(isWithin(paris, [40, -10, 60, 20])).toBe(true);
    expect(isWithin(paris, [60, 20, 40, -10])).toBe(true);
    expect(isWithin(paris, [50, -10, 60, 20])).toBe(false);
    expect(isWithin(london, [paris.lat, paris.lon, 400])).toBe(true);
    expect(isWithin(london, [paris.lat, paris.lon, 300])).toBe(false);
  });
});

describe('mimetype groups', () => {
  it.each([
    ['image/png', 'image'],
    ['image/svg+xml', 'image'],
    ['audio/mpeg', 'audio'],
    ['video/mp4; codecs="avc1"', 'video'],
    ['application/pdf', 'pdfdocument'],
    ['text/plain', 'plaintext'],
    ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'spreadsheet'],
    ['application/zip', 'archive'],
    ['text/html', 'markup'],
    ['application/json', 'code'],
    ['application/octet-stream', 'attachment'],
  ])('%s is %s', (type, group) => {
    expect(mimetypeGroupOf(type)).toBe(group);
  });
});

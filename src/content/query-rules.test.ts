/**
 * The reachability probe asks the local cloud (the real delivery emulator) for the space: a 200, so a
 * slow request's probe never logs a failed resource in the reader's console, unlike the host's root.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalCloud } from '../../local-cloud/local-cloud.ts';
import { startCdaCloud } from '../../tests/support/cda-cloud.ts';
import { DEMO_EXPORT } from '../../tests/support/draft-export.ts';
import { parseHost } from '../shared/contentful-env.ts';
import { probeUrl } from './query-rules.ts';

let cloud: LocalCloud;
beforeAll(async () => {
  cloud = await startCdaCloud(DEMO_EXPORT);
});
afterAll(() => cloud.close());

describe('the content host probe', () => {
  it('asks for the space with the delivery token and gets a 200, where the root is refused', async () => {
    const settings = {
      space: cloud.spaceId,
      accessToken: cloud.accessToken,
      environment: 'master',
      ...parseHost(cloud.url),
    };
    const url = probeUrl(settings);
    expect(url).toBe(`${cloud.url}/spaces/${cloud.spaceId}?access_token=${cloud.accessToken}`);
    expect((await fetch(url, { cache: 'no-store' })).status).toBe(200);
    expect((await fetch(`${cloud.url}/`)).status).toBeGreaterThanOrEqual(400);
  });
});

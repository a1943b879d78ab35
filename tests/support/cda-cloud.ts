/**
 * The local cloud's delivery and preview APIs alone (no functions, no database), on a free port:
 * what protocol tests talk to, and the SDK client they talk through. The site URL is never called by these tests.
 */
import { createClient } from 'contentful';
import { startLocalCloud, type Faults, type LocalCloud } from '../../local-cloud/local-cloud.ts';

/** `faults` is read on every request: a test may change it while the cloud runs. */
export function startCdaCloud(exportPath: string, faults: Faults = {}): Promise<LocalCloud> {
  return startLocalCloud({
    port: 0,
    exportPath,
    faults,
    dataDir: '/nonexistent',
    siteUrl: 'http://127.0.0.1:1',
    functions: false,
  });
}

/** The real `contentful` SDK aimed at that cloud, with its delivery token unless another is given. */
export function cdaClient(cloud: LocalCloud, accessToken: string = cloud.accessToken) {
  return createClient({
    space: cloud.spaceId,
    accessToken,
    host: new URL(cloud.url).host,
    insecure: true,
  });
}

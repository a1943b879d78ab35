/**
 * The local cloud's delivery and preview APIs alone (no functions, no database), on a free port:
 * what protocol tests talk to. The site URL is never called by these tests.
 */
import { startLocalCloud, type LocalCloud } from '../local-cloud.ts';

export function startCdaCloud(exportPath: string): Promise<LocalCloud> {
  return startLocalCloud({
    port: 0,
    exportPath,
    dataDir: '/nonexistent',
    siteUrl: 'http://127.0.0.1:1',
    functions: false,
  });
}

/**
 * The local cloud: one HTTP server on 127.0.0.1 standing in for Contentful's Content Delivery API
 * (plus its asset files) and the Supabase functions host. Tests start it directly; `npm start`
 * starts it through scripts/start.ts.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseNewsletterSettings } from '../functions/core/newsletter-settings.ts';
import { createFunctions } from '../functions/index.ts';
import type { FunctionsRuntime } from '../functions/types.ts';
import { CdaError, newRequestId } from './cda-errors.ts';
import { handleCda, type CdaSettings } from './cda-handler.ts';
import { CDA_TYPE, sendCda } from './cda-response.ts';
import { ExportStore } from './export-store.ts';
import { namedFiles, serveAssetFile } from './files-route.ts';
import { handleFunction } from './functions-host.ts';
import { LOCAL_PREVIEW_TOKEN, previewDeps } from './preview-settings.ts';
import { CDA_CORS, sendJson } from './http-util.ts';

export interface Faults {
  latencyMs?: number;
  /** Share (0..1) of CDA requests answered 500. */
  errorRate?: number;
  /** Share (0..1) of CDA requests answered 429 with X-Contentful-RateLimit-Reset: 1. */
  rateLimitRate?: number;
}

export interface LocalCloudOptions {
  port: number;
  exportPath: string;
  dataDir: string;
  siteUrl: string;
  spaceId?: string;
  accessToken?: string;
  /** Token of the Preview API on the same paths (drafts included). */
  previewToken?: string;
  anonKey?: string;
  faults?: Faults;
  /** false skips opening the functions' database: for tests that only speak CDA. Default true. */
  functions?: boolean;
  /**
   * true (the default): a data folder without a database gets one on the first function call instead
   * of at start-up (that call then waits for its creation, seconds): no welcome mail or issue can be
   * waiting in a database that does not exist yet, and creating one costs seconds and hundreds of MB
   * that a cloud serving only content never needs. false opens it at start-up.
   */
  lazyDatabase?: boolean;
}

export interface LocalCloud {
  url: string;
  spaceId: string;
  accessToken: string;
  previewToken: string;
  anonKey: string;
  /**
   * Plays the Contentful publish webhook's part for the served export: plans the newsletter issues
   * that are due and starts their send. Returns how many issues were planned.
   */
  publishNewsletter(): Promise<number>;
  close(): Promise<void>;
}

function cdaFault(faults: Faults): CdaError | undefined {
  if (faults.rateLimitRate && Math.random() < faults.rateLimitRate)
    return new CdaError(
      429,
      'RateLimitExceeded',
      'You have exceeded the rate limit of the Organization this Space belongs to.',
    );
  if (faults.errorRate && Math.random() < faults.errorRate)
    return new CdaError(500, 'ServerError', 'Internal server error (injected fault).');
  return undefined;
}

export async function startLocalCloud(options: LocalCloudOptions): Promise<LocalCloud> {
  // Listen first: asset URLs and the functions' own URL need the real port when the caller asks for
  // port 0. A bad export then closes the server again before the error (one line) goes up.
  const server = createServer();
  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(options.port, '127.0.0.1', () => ok());
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    return await serveCloud(server, url, options);
  } catch (error) {
    server.closeAllConnections();
    await new Promise<void>((ok) => server.close(() => ok()));
    throw error;
  }
}

async function serveCloud(
  server: Server,
  url: string,
  options: LocalCloudOptions,
): Promise<LocalCloud> {
  const exportPath = resolve(options.exportPath);
  const filesBase = `${url}/files`;
  const store = new ExportStore(exportPath, filesBase); // throws ExportError: one line
  const spaceId =
    options.spaceId ?? (process.env.LOCAL_SPACE_ID || store.current().exportSpaceId || 'local');
  const accessToken =
    options.accessToken ?? (process.env.LOCAL_DELIVERY_TOKEN || 'local-delivery-token');
  const previewToken =
    options.previewToken ?? (process.env.LOCAL_PREVIEW_TOKEN || LOCAL_PREVIEW_TOKEN);
  const anonKey = options.anonKey ?? (process.env.LOCAL_ANON_KEY || 'local-anon-key');
  const faults = options.faults ?? {};
  // Contentful's asset hosts hand out a file as soon as it is uploaded, published or not (its URL
  // holds an unguessable token): a draft's image must load in a preview tab.
  const previewStore = new ExportStore(exportPath, filesBase, { drafts: true });
  const cda: CdaSettings = {
    store,
    spaceId,
    accessToken,
    baseUrl: url,
    preview: {
      store: previewStore,
      accessToken: previewToken,
    },
  };
  const openFunctions = () =>
    createFunctions({
      dataDir: options.dataDir,
      siteUrl: options.siteUrl,
      functionsUrl: `${url}/functions/v1`,
      smtpUrl: process.env.SMTP_URL || undefined,
      databaseUrl: process.env.DATABASE_URL || undefined,
      preview: previewDeps({
        spaceId,
        previewToken,
        host: () => new URL(url).host,
      }),
      newsletter: parseNewsletterSettings(process.env),
      webhookSecret: process.env.NEWSLETTER_WEBHOOK_SECRET?.trim() || undefined,
      // Issues ask this cloud's own Delivery API what was published.
      delivery: () => ({
        space: spaceId,
        accessToken,
        environment: 'master',
        host: new URL(url).host,
        insecure: true,
      }),
    });
  // The embedded PostgreSQL holds ~230 MB for as long as it is open, and creating it peaks near
  // 900 MB. Without a database yet no welcome mail can be waiting, so it may open on the first
  // function call; an existing one (or DATABASE_URL) opens at start-up, whose drain sends what a
  // crash left.
  const lazy =
    options.lazyDatabase !== false &&
    options.functions !== false &&
    !process.env.DATABASE_URL &&
    !existsSync(join(options.dataDir, 'db'));
  let runtime: Promise<Pick<FunctionsRuntime, 'functions' | 'close' | 'newsletter'>> | null =
    options.functions === false
      ? Promise.resolve({ functions: {}, close: async () => {} })
      : lazy
        ? null
        : Promise.resolve(await openFunctions());
  const functionsRuntime = () => {
    runtime ??= openFunctions().catch((error: unknown) => {
      runtime = null; // the next call tries again
      throw error;
    });
    return runtime;
  };

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const reqUrl = new URL(req.url ?? '/', url);
    const path = reqUrl.pathname;
    const fn = /^\/functions\/v1\/([^/]+)\/?$/.exec(path);
    if (fn)
      return handleFunction(
        { req, res, url: reqUrl, rawName: fn[1] },
        { functions: (await functionsRuntime()).functions, anonKey },
      );
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CDA_CORS).end();
      return;
    }
    // The raw path, not the URL-normalised one: dot segments must be refused, not silently resolved.
    const rawPath = (req.url ?? '/').split('?')[0];
    if (rawPath.startsWith('/files/'))
      return serveAssetFile(
        req,
        res,
        dirname(exportPath),
        rawPath.slice(7),
        namedFiles(previewStore.current(), filesBase),
      );
    const requestId = newRequestId();
    const headers = { ...CDA_CORS, 'X-Contentful-Request-Id': requestId };
    if (faults.latencyMs) await new Promise((r) => setTimeout(r, faults.latencyMs));
    try {
      if (req.method !== 'GET' && req.method !== 'HEAD')
        throw new CdaError(405, 'MethodNotAllowed', 'The Content Delivery API is read-only.');
      const fault = cdaFault(faults);
      if (fault) {
        if (fault.status === 429) Object.assign(headers, { 'X-Contentful-RateLimit-Reset': '1' });
        throw fault;
      }
      sendCda(req, res, handleCda(cda, path, reqUrl.searchParams, req.headers), headers);
    } catch (error) {
      if (!(error instanceof CdaError)) throw error;
      sendJson(res, error.status, error.body(requestId), headers, CDA_TYPE);
    }
  }

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    handle(req, res).catch((error: unknown) => {
      console.error('local cloud: request failed:', error);
      if (!res.headersSent)
        sendJson(
          res,
          500,
          { sys: { type: 'Error', id: 'ServerError' }, message: 'Internal server error.' },
          CDA_CORS,
        );
      else res.destroy();
    });
  });
  return {
    url,
    spaceId,
    accessToken,
    previewToken,
    anonKey,
    publishNewsletter: async () => {
      if (options.functions === false) return 0;
      return (await (await functionsRuntime()).newsletter?.publish()) ?? 0;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((ok) => server.close(() => ok()));
      if (runtime) await (await runtime).close();
    },
  };
}

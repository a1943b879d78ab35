/**
 * A Content Management API of one empty space, on 127.0.0.1, as far as `contentful-import` uses it for
 * a content model: it lists what it holds, creates and publishes content types, and keeps editor
 * interfaces. Tests read `contentTypes` / `editorInterfaces` afterwards to see what the tool sent.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

type Json = Record<string, unknown>;
interface Stored extends Json {
  sys: Json & { version: number };
}

export interface FakeCma {
  /** `host:port` for the tool's `host` option (with `insecure: true`). */
  host: string;
  /** Every request as `METHOD /path`, in order. */
  requests: string[];
  contentTypes: Map<string, Stored>;
  editorInterfaces: Map<string, Stored>;
  close(): Promise<void>;
}

const link = (linkType: string, id: string) => ({ sys: { type: 'Link', linkType, id } });

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/vnd.contentful.management.v1+json' });
  res.end(JSON.stringify(body));
}

const collection = (items: unknown[]) => ({
  sys: { type: 'Array' },
  total: items.length,
  skip: 0,
  limit: 1000,
  items,
});

async function bodyOf(req: IncomingMessage): Promise<Json> {
  let text = '';
  for await (const chunk of req) text += String(chunk);
  return text ? (JSON.parse(text) as Json) : {};
}

export async function startFakeCma(spaceId = 'space1'): Promise<FakeCma> {
  const contentTypes = new Map<string, Stored>();
  const editorInterfaces = new Map<string, Stored>();
  const requests: string[] = [];
  const scope = (environment: string) => ({
    space: link('Space', spaceId),
    environment: link('Environment', environment),
  });

  async function answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    requests.push(`${req.method} ${path}`);
    const [, space, , environment = 'master', resource, id, sub] = path.split('/').slice(1);
    if (space !== spaceId) return send(res, 404, { sys: { type: 'Error', id: 'NotFound' } });
    if (!resource && path.split('/').length === 3)
      return send(res, 200, { sys: { type: 'Space', id: spaceId }, name: spaceId });
    if (!resource)
      return send(res, 200, {
        sys: { type: 'Environment', id: environment, space: link('Space', spaceId) },
        name: environment,
      });
    if (resource !== 'content_types') {
      // Locales, tags, entries, assets: an empty space holds none.
      return send(res, 200, collection([]));
    }
    if (!id) return send(res, 200, collection([...contentTypes.values()]));
    const current = contentTypes.get(id);
    if (req.method === 'PUT' && !sub) {
      const version = (current?.sys.version ?? 0) + 1;
      const body = await bodyOf(req);
      const sys = { ...current?.sys, ...scope(environment), id, type: 'ContentType', version };
      contentTypes.set(id, { ...body, sys });
      return send(res, 200, contentTypes.get(id));
    }
    if (!current) return send(res, 404, { sys: { type: 'Error', id: 'NotFound' } });
    if (req.method === 'PUT' && sub === 'published') {
      const version = current.sys.version + 1;
      current.sys = { ...current.sys, version, publishedVersion: current.sys.version };
      return send(res, 200, current);
    }
    if (sub === 'editor_interface') {
      const stored = editorInterfaces.get(id) ?? {
        controls: [],
        sys: {
          ...scope(environment),
          id: 'default',
          type: 'EditorInterface',
          version: 0,
          contentType: link('ContentType', id),
        },
      };
      if (req.method === 'PUT') {
        const body = await bodyOf(req);
        const sys = { ...stored.sys, version: stored.sys.version + 1 };
        editorInterfaces.set(id, { ...body, sys });
      }
      return send(res, 200, editorInterfaces.get(id) ?? stored);
    }
    return send(res, 200, current);
  }

  const server = createServer((req, res) => {
    answer(req, res).catch((error: unknown) => send(res, 500, { message: String(error) }));
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as { port: number };
  return {
    host: `127.0.0.1:${port}`,
    requests,
    contentTypes,
    editorInterfaces,
    close: () => new Promise((ok) => server.close(() => ok())),
  };
}

/**
 * One HTTP request with the path sent exactly as written (fetch would normalise dot segments and
 * refuses methods such as TRACE), for tests of malformed requests.
 */
import { request } from 'node:http';

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export function rawRequest(url: string, path: string, method = 'GET'): Promise<RawAnswer> {
  const { hostname, port } = new URL(url);
  return new Promise((ok, fail) => {
    request({ host: hostname, port, path, method }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => ok({ status: res.statusCode ?? 0, headers: res.headers, body }));
    })
      .on('error', fail)
      .end();
  });
}

/** Ports on 127.0.0.1 for the servers tests start: the database's, a mail server's, `npm start`'s. */
import { createServer } from 'node:net';

/** Whether 127.0.0.1 lets us bind `port` right now. */
export function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** First port of [from, to] that 127.0.0.1 lets us bind right now. */
export async function freePort(from: number, to: number): Promise<number> {
  for (let port = from; port <= to; port += 1) if (await portIsFree(port)) return port;
  throw new Error(`no free port in ${from}-${to}`);
}

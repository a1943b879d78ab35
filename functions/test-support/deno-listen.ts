/**
 * Preloaded (`deno run --preload`) before a Supabase entry in the Deno tests. The entries call
 * `Deno.serve(handler)` and let the Edge Runtime choose where to listen; here that becomes
 * 127.0.0.1 on a free port, printed as `listening on <port>` for the test to read.
 */
interface ServeOptions {
  hostname: string;
  port: number;
  onListen(address: { port: number }): void;
}

type ServeHandler = (request: Request) => Response | Promise<Response>;

declare const Deno: {
  serve: (...args: [ServeHandler] | [ServeOptions, ServeHandler]) => unknown;
};

const serve = Deno.serve.bind(Deno);
Deno.serve = (...args) => {
  const handler = args.length === 1 ? args[0] : args[1];
  const onListen = ({ port }: { port: number }) => console.log(`listening on ${port}`);
  return serve({ hostname: '127.0.0.1', port: 0, onListen }, handler);
};

/**
 * A page's load traced the way a reader's browser runs it: no DevTools session on the page.
 *
 * Playwright, Puppeteer and Lighthouse all enable DevTools' Runtime domain on the page they drive, and
 * while it is on, V8 records a detailed stack trace for every Error a script creates, the moment it
 * is created, which needs the source positions of every function on the stack. A function compiled
 * without them is parsed again: when React DOM creates its sentinel errors at evaluation, that is its
 * whole 190 KB factory and the module around it, so that the modules' evaluation takes twice the CPU
 * time driven (`npm run bench:blocking -- --bare`; docs/performance.md). bench/bare-trace.test.ts
 * shows the mechanism on a module of its own. A reader's phone never pays it; every trace a driven
 * browser takes does.
 *
 * Here Chromium is started on its own with `--remote-debugging-pipe` and spoken to in raw DevTools
 * protocol: the browser-wide Tracing domain records the load, and the page's session uses only
 * Target, Emulation and Page (navigation and its load event), never Runtime or Debugger.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/chromium';
import type { TraceEvent } from './bench-tasks.ts';

interface Message {
  id?: number;
  method?: string;
  params?: Record<string, unknown>;
  result?: Record<string, unknown>;
  error?: { message: string };
  sessionId?: string;
}

export interface TraceOptions {
  categories: string[];
  settleMs: number;
  viewport: { width: number; height: number };
  /** As a phone's screen: Lighthouse's mobile preset is 412 × 823 at 1.75. Default 1, not mobile. */
  deviceScaleFactor?: number;
  mobile?: boolean;
  /**
   * Load in the profile's own context (its storage, its service worker) rather than in a fresh one:
   * for a returning reader's device, launched with `userDataDir`.
   */
  defaultContext?: boolean;
}

export interface BareBrowser {
  /** Loads `url`, traced from navigation until `settleMs` after its load event. */
  traceLoad(url: string, options: TraceOptions): Promise<TraceEvent[]>;
  close(): Promise<void>;
}

/** `userDataDir`: a profile to open (left in place); by default a new empty one, removed on close. */
export async function launchBare(options: { userDataDir?: string } = {}): Promise<BareBrowser> {
  const profile = options.userDataDir ?? mkdtempSync(join(tmpdir(), 'bare-trace-'));
  const child: ChildProcess = spawn(
    CHROMIUM_PATH,
    [
      '--headless=new',
      ...CHROMIUM_ARGS,
      '--remote-debugging-pipe',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] },
  );
  const toBrowser = child.stdio[3] as Writable;
  const fromBrowser = child.stdio[4] as Readable;
  let nextId = 1;
  const waiting = new Map<number, { resolve: (m: Message) => void; reject: (e: Error) => void }>();
  const listeners = new Set<(m: Message) => void>();
  let buffered = '';
  fromBrowser.setEncoding('utf8');
  fromBrowser.on('data', (chunk: string) => {
    buffered += chunk;
    let end: number;
    // The pipe protocol: one JSON message per NUL-terminated frame.
    while ((end = buffered.indexOf('\0')) !== -1) {
      const message = JSON.parse(buffered.slice(0, end)) as Message;
      buffered = buffered.slice(end + 1);
      if (message.id !== undefined) {
        const call = waiting.get(message.id);
        waiting.delete(message.id);
        if (message.error) call?.reject(new Error(message.error.message));
        else call?.resolve(message);
      } else for (const listener of listeners) listener(message);
    }
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void exited.then(() => {
    for (const call of waiting.values()) call.reject(new Error('Chromium exited'));
    waiting.clear();
  });

  const send = async (
    method: string,
    params: Record<string, unknown> = {},
    sessionId?: string,
  ): Promise<Record<string, unknown>> => {
    const id = nextId++;
    const reply = new Promise<Message>((resolve, reject) => waiting.set(id, { resolve, reject }));
    toBrowser.write(`${JSON.stringify({ id, method, params, sessionId })}\0`);
    return (await reply).result ?? {};
  };
  const nextEvent = (method: string, sessionId?: string, timeoutMs = 30_000) =>
    new Promise<Message>((resolve, reject) => {
      const timer = setTimeout(() => {
        listeners.delete(listener);
        reject(new Error(`no ${method} within ${timeoutMs} ms`));
      }, timeoutMs);
      const listener = (m: Message) => {
        if (m.method !== method || (sessionId && m.sessionId !== sessionId)) return;
        clearTimeout(timer);
        listeners.delete(listener);
        resolve(m);
      };
      listeners.add(listener);
    });

  return {
    async traceLoad(url, { categories, settleMs, viewport, ...screen }) {
      const { browserContextId } = screen.defaultContext
        ? { browserContextId: undefined }
        : await send('Target.createBrowserContext');
      let targetId: unknown;
      try {
        ({ targetId } = await send('Target.createTarget', {
          url: 'about:blank',
          ...(browserContextId ? { browserContextId } : {}),
        }));
        const { sessionId } = (await send('Target.attachToTarget', {
          targetId,
          flatten: true,
        })) as {
          sessionId: string;
        };
        await send(
          'Emulation.setDeviceMetricsOverride',
          {
            ...viewport,
            deviceScaleFactor: screen.deviceScaleFactor ?? 1,
            mobile: screen.mobile ?? false,
          },
          sessionId,
        );
        await send('Page.enable', {}, sessionId);
        await send('Tracing.start', {
          traceConfig: { includedCategories: categories },
          transferMode: 'ReturnAsStream',
        });
        const loaded = nextEvent('Page.loadEventFired', sessionId);
        await send('Page.navigate', { url }, sessionId);
        await loaded;
        await new Promise((resolve) => setTimeout(resolve, settleMs));
        const complete = nextEvent('Tracing.tracingComplete');
        await send('Tracing.end');
        const { stream } = (await complete).params as { stream: string };
        let text = '';
        for (;;) {
          const chunk = (await send('IO.read', { handle: stream })) as {
            data: string;
            eof: boolean;
            base64Encoded?: boolean;
          };
          text += chunk.base64Encoded
            ? Buffer.from(chunk.data, 'base64').toString('utf8')
            : chunk.data;
          if (chunk.eof) break;
        }
        await send('IO.close', { handle: stream });
        const parsed = JSON.parse(text) as { traceEvents: TraceEvent[] } | TraceEvent[];
        return Array.isArray(parsed) ? parsed : parsed.traceEvents;
      } finally {
        if (browserContextId) await send('Target.disposeBrowserContext', { browserContextId });
        else if (targetId) await send('Target.closeTarget', { targetId });
      }
    },
    async close() {
      try {
        await Promise.race([send('Browser.close'), exited]);
      } catch {
        // Already gone.
      }
      // It answers before it has shut down: a profile given to it is only whole (its storage
      // written out) once it has exited. Killed only if it has not after ten seconds.
      const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(kill);
      // Its helper processes may still be writing to the profile as the browser exits.
      if (!options.userDataDir)
        rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    },
  };
}

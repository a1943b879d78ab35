/**
 * Runs a drain of the mail queue on start-up, whenever kicked (after each subscribe) and on a
 * timer (for retries whose backoff ran out), never two at once in this process. Timers only, so
 * any long-lived host can use it.
 */
export interface DrainLoop {
  /** Asks for a drain soon; a kick during a drain makes it run once more afterwards. */
  kick(): void;
  /** Resolves when no drain is running or scheduled (rows waiting for a retry may remain). */
  idle(): Promise<void>;
  /** Stops the timer and waits for the running drain. */
  stop(): Promise<void>;
}

export function startDrainLoop(
  drain: () => Promise<unknown>,
  options: { intervalMs: number; log: (message: string, error: unknown) => void },
): DrainLoop {
  let running: Promise<void> | null = null;
  let again = false;
  let scheduled = 0;
  let stopped = false;

  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await drain();
        } catch (error) {
          options.log('draining the mail queue failed', error);
        }
      } while (again && !stopped);
    })().finally(() => {
      running = null;
    });
  };

  // A zero-delay timer, not a microtask: the subscribe answer is written before the drain starts.
  const kick = () => {
    if (stopped) return;
    scheduled += 1;
    setTimeout(() => {
      scheduled -= 1;
      run();
    }, 0);
  };

  const timer = setInterval(run, options.intervalMs);
  // The timer alone must not keep a process alive that has nothing else to do.
  (timer as { unref?: () => void }).unref?.();
  kick();

  const idle = async () => {
    for (;;) {
      if (running) await running;
      else if (scheduled > 0) await new Promise((resolve) => setTimeout(resolve, 1));
      else return;
    }
  };

  return {
    kick,
    idle,
    async stop() {
      stopped = true;
      clearInterval(timer);
      if (running) await running;
    },
  };
}

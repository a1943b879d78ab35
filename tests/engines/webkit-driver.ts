/**
 * WebKitGTK (Debian's webkit2gtk-driver): selenium-webdriver talks classic WebDriver to WebKitWebDriver,
 * which starts the MiniBrowser in automation mode. The MiniBrowser has no headless mode, so it draws
 * on a private Xvfb display that lives as long as the driver.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { Builder, By, Capabilities, type WebDriver } from 'selenium-webdriver';
import type { Driver } from './driver.ts';

export const WEBKIT_DRIVER_PATH = '/usr/bin/WebKitWebDriver';

/** The MiniBrowser of the installed webkit2gtk (its folder names the architecture and API version). */
export function miniBrowserPath(): string {
  const found = readdirSync('/usr/lib')
    .flatMap((arch) =>
      existsSync(`/usr/lib/${arch}`) && !arch.includes('.')
        ? ['4.1', '4.0'].map((api) => `/usr/lib/${arch}/webkit2gtk-${api}/MiniBrowser`)
        : [],
    )
    .find((path) => existsSync(path));
  if (!found)
    throw new Error(
      'no MiniBrowser under /usr/lib/*/webkit2gtk-4.*/ (apt install webkit2gtk-driver)',
    );
  return found;
}

/** Starts Xvfb on the first free display (it picks and prints the number itself). */
function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  const xvfb = spawn(
    'Xvfb',
    ['-displayfd', '1', '-screen', '0', '1280x900x24', '-nolisten', 'tcp'],
    {
      stdio: ['ignore', 'pipe', 'ignore'],
    },
  );
  return new Promise((resolve, reject) => {
    let out = '';
    xvfb.once('error', reject);
    xvfb.once('exit', (code) =>
      reject(new Error(`Xvfb exited (${code}) before naming its display`)),
    );
    xvfb.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = /^(\d+)\n/.exec(out);
      if (line) resolve({ display: `:${line[1]}`, process: xvfb });
    });
  });
}

/** Waits until the driver's HTTP endpoint answers /status. */
async function waitForStatus(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`WebKitWebDriver exited (${child.exitCode})`);
    try {
      if ((await fetch(`${url}/status`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`WebKitWebDriver did not answer on ${url}`);
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

class WebKitDriver implements Driver {
  readonly engine = 'webkit';

  constructor(
    private readonly driver: WebDriver,
    private readonly children: ChildProcess[],
  ) {}

  async goto(url: string): Promise<void> {
    await this.driver.get(url);
  }

  async reload(): Promise<void> {
    await this.driver.navigate().refresh();
  }

  evaluate<T>(expression: string): Promise<T> {
    // WebDriver awaits a promise the script returns.
    return this.driver.executeScript<T>(`return (${expression});`);
  }

  async click(selector: string): Promise<void> {
    await this.driver.findElement(By.css(selector)).click();
  }

  async type(selector: string, text: string): Promise<void> {
    await this.driver.findElement(By.css(selector)).sendKeys(text);
  }

  consoleErrors(): undefined {
    return undefined;
  }

  async screenshot(path: string): Promise<void> {
    writeFileSync(path, Buffer.from(await this.driver.takeScreenshot(), 'base64'));
  }

  async close(): Promise<void> {
    await this.driver.quit().catch(() => undefined);
    for (const child of this.children.reverse()) await stop(child);
  }
}

export async function launchWebKit(driverPort: number): Promise<WebKitDriver> {
  const xvfb = await startXvfb();
  const children: ChildProcess[] = [xvfb.process];
  // Should the run die before close(), the display and the driver (with its browser) go with it.
  process.once('exit', () => children.forEach((child) => child.kill('SIGTERM')));
  try {
    const server = spawn(WEBKIT_DRIVER_PATH, [`--port=${driverPort}`, '--host=127.0.0.1'], {
      stdio: 'ignore',
      env: { ...process.env, DISPLAY: xvfb.display },
    });
    children.push(server);
    const url = `http://127.0.0.1:${driverPort}`;
    await waitForStatus(url, server);
    const capabilities = new Capabilities({
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': { binary: miniBrowserPath(), args: ['--automation'] },
    });
    const driver = await new Builder().usingServer(url).withCapabilities(capabilities).build();
    await driver.manage().setTimeouts({ script: 30_000, pageLoad: 30_000 });
    await driver.manage().window().setRect({ width: 1280, height: 900 });
    return new WebKitDriver(driver, children);
  } catch (error) {
    for (const child of children.reverse()) await stop(child);
    throw error;
  }
}

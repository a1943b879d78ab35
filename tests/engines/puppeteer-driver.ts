/**
 * Chromium (DevTools Protocol) and Firefox ESR (WebDriver BiDi) through puppeteer-core, each the
 * machine's own Debian build in a fresh profile: never a downloaded browser.
 */
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.ts';
import type { Driver, EngineName } from './driver.ts';

export const FIREFOX_PATH = '/usr/bin/firefox-esr';

class PuppeteerDriver implements Driver {
  private readonly errors: string[] = [];

  constructor(
    readonly engine: EngineName,
    readonly browser: Browser,
    readonly page: Page,
  ) {
    page.on('console', (message) => {
      if (message.type() === 'error') this.errors.push(message.text());
    });
    page.on('pageerror', (error) => this.errors.push(String(error)));
  }

  async goto(url: string): Promise<void> {
    await this.page.goto(url, { waitUntil: 'load' });
  }

  async reload(): Promise<void> {
    await this.page.reload({ waitUntil: 'load' });
  }

  evaluate<T>(expression: string): Promise<T> {
    return this.page.evaluate(expression) as Promise<T>;
  }

  async click(selector: string): Promise<void> {
    await this.page.click(selector);
  }

  async type(selector: string, text: string): Promise<void> {
    await this.page.focus(selector);
    await this.page.keyboard.type(text);
  }

  consoleErrors(): string[] {
    return [...this.errors];
  }

  async screenshot(path: string): Promise<void> {
    await this.page.screenshot({ path: path as `${string}.png` });
  }

  async close(): Promise<void> {
    await this.browser.close();
  }
}

export async function launchPuppeteer(
  engine: 'chromium' | 'firefox',
  profileDir: string,
): Promise<PuppeteerDriver> {
  const browser = await puppeteer.launch(
    engine === 'chromium'
      ? {
          browser: 'chrome',
          executablePath: CHROMIUM_PATH,
          args: CHROMIUM_ARGS,
          headless: true,
          userDataDir: profileDir,
          defaultViewport: { width: 1280, height: 900 },
        }
      : {
          browser: 'firefox',
          executablePath: FIREFOX_PATH,
          headless: true,
          userDataDir: profileDir,
          defaultViewport: { width: 1280, height: 900 },
        },
  );
  const [first] = await browser.pages();
  const page = first ?? (await browser.newPage());
  page.setDefaultTimeout(30_000);
  page.setDefaultNavigationTimeout(30_000);
  return new PuppeteerDriver(engine, browser, page);
}

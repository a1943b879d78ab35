/**
 * The small, engine-neutral surface the cross-engine journeys are written against. Each adapter drives
 * one real browser engine from Debian's packages: Chromium and Firefox ESR through puppeteer-core (CDP
 * and WebDriver BiDi), WebKitGTK through selenium-webdriver and WebKitWebDriver. Everything a journey
 * checks in the page goes through `evaluate`, as plain JavaScript source, so no engine needs a
 * serialiser for functions.
 */
export type EngineName = 'chromium' | 'firefox' | 'webkit';

export interface Driver {
  readonly engine: EngineName;
  /** Loads `url` in the one tab, waiting for its load event. */
  goto(url: string): Promise<void>;
  /** Loads the current page again, waiting for its load event. */
  reload(): Promise<void>;
  /** Evaluates a JavaScript expression in the page; a promise it yields is awaited. */
  evaluate<T>(expression: string): Promise<T>;
  /** A real (input-level) click on the first element matching the CSS selector. */
  click(selector: string): Promise<void>;
  /** Focuses the first element matching the CSS selector and types `text` key by key. */
  type(selector: string, text: string): Promise<void>;
  /**
   * The console errors and uncaught page errors seen so far, or undefined where the engine's driver
   * does not expose the console (WebKitWebDriver implements classic WebDriver only, without logs).
   */
  consoleErrors(): string[] | undefined;
  /** Where a PNG of the viewport can be written, for a failure's record. */
  screenshot(path: string): Promise<void>;
  close(): Promise<void>;
}

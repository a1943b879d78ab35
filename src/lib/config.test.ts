/**
 * The "not configured" error has two readers: visitors get the product's fixed text, and the
 * developer gets the names of the environment variables that are missing.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentfulSetupHelp, readConfig } from './config';

const SPACE = 'VITE_CONTENTFUL_SPACE_ID';
const TOKEN = 'VITE_CONTENTFUL_ACCESS_TOKEN';

describe('readConfig: Contentful credentials', () => {
  it('names both variables when neither is set', () => {
    const config = readConfig({});
    expect(config.contentful).toBeNull();
    expect(config.contentfulMissing).toEqual([SPACE, TOKEN]);
  });

  it('names only the empty one, and treats blanks as empty', () => {
    const config = readConfig({ [SPACE]: 'space-1', [TOKEN]: '   ' });
    expect(config.contentful).toBeNull();
    expect(config.contentfulMissing).toEqual([TOKEN]);
  });

  it('misses nothing once both are set', () => {
    const config = readConfig({ [SPACE]: 'space-1', [TOKEN]: 'token-1' });
    expect(config.contentful).toMatchObject({ space: 'space-1', accessToken: 'token-1' });
    expect(config.contentfulMissing).toEqual([]);
  });
});

describe('contentfulSetupHelp', () => {
  it('says which variable is missing and where both are set', () => {
    const help = contentfulSetupHelp([TOKEN]);
    expect(help).toContain(`${TOKEN} is not set`);
    expect(help).toContain(`Set ${SPACE} and ${TOKEN}`);
    expect(help).toContain('.env.example');
  });

  it('agrees in number with two missing variables', () => {
    expect(contentfulSetupHelp([SPACE, TOKEN])).toContain(`${SPACE} and ${TOKEN} are not set`);
  });
});

describe('a site without credentials', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
    vi.resetModules();
  });

  it('keeps the visitor text and names the variables in the console, once', async () => {
    vi.stubEnv(SPACE, 'space-1');
    vi.stubEnv(TOKEN, '');
    vi.resetModules();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { fetchList } = await import('../content/query-impl');
    const { NOT_CONFIGURED_MESSAGE } = await import('./contentful');

    await expect(fetchList('news')).rejects.toMatchObject({
      queryError: { id: 'NotConfigured', message: NOT_CONFIGURED_MESSAGE },
    });
    await expect(fetchList('reviews')).rejects.toMatchObject({
      queryError: { id: 'NotConfigured' },
    });
    expect(NOT_CONFIGURED_MESSAGE).toBe(
      'Contentful is not configured. Please update src/lib/contentful.ts with your credentials.',
    );
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged).toHaveBeenCalledWith(contentfulSetupHelp([TOKEN]));
  });
});

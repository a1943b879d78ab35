import { describe, expect, it } from 'vitest';
import { assemblePage, splitHoisted } from './html.ts';
import { jsonLdScript } from './json-ld.ts';
import { READER_SETTINGS_SCRIPT } from '../../src/shared/reader-settings.ts';

const TEMPLATE = `<!doctype html><html><head><title>Site</title>
    <meta
      name="description"
      content="Generic"
    />
    <script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>`;

const RENDERED =
  '<title>Page | Site</title><meta name="description" content="Own"/><link rel="canonical" href="https://x.example/p"/>' +
  '<style data-mantine-styles="true">:root{}</style><header>h</header><main><h1>Cost: $& $1</h1></main>';

describe('assemblePage', () => {
  it('splits the hoisted head tags from the markup', () => {
    const { head, body } = splitHoisted(RENDERED);
    expect(head).toBe(
      '<title>Page | Site</title><meta name="description" content="Own"/><link rel="canonical" href="https://x.example/p"/>',
    );
    expect(body.startsWith('<style')).toBe(true);
  });

  it('puts the page head in place of the generic one and the markup and data into #root', () => {
    const html = assemblePage(TEMPLATE, {
      rendered: RENDERED,
      dataId: '__D__',
      dataJson: '{"path":"/p"}',
      extraHead: '<meta name="robots" content="noindex">',
    });
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Page | Site</title>');
    expect(html).not.toContain('Generic');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('rel="canonical"');
    expect(head).toContain('noindex');
    expect(head).toContain('data-mantine-color-scheme');
    // `$&` in content is text, not a replacement pattern.
    expect(html).toContain('<div id="root"><style data-mantine-styles="true">');
    expect(html).toContain(
      '<h1>Cost: $& $1</h1></main></div><script type="application/json" id="__D__">{"path":"/p"}</script>',
    );
  });

  it('keeps the template head when the page declares none, and refuses a template without #root', () => {
    const html = assemblePage(TEMPLATE, {
      rendered: '<main>m</main>',
      dataId: 'd',
      dataJson: '{}',
    });
    expect(html).toContain('<title>Site</title>');
    expect(html).toContain('content="Generic"');
    expect(() =>
      assemblePage('<html></html>', { rendered: '', dataId: 'd', dataJson: '{}' }),
    ).toThrow(/root/);
  });

  it('carries the reader-settings head script once, whether or not the template has it', () => {
    const tag = `<script>${READER_SETTINGS_SCRIPT}</script>`;
    const parts = { rendered: '<main>m</main>', dataId: 'd', dataJson: '{}' };
    for (const template of [TEMPLATE, TEMPLATE.replace('</head>', `${tag}</head>`)]) {
      const html = assemblePage(template, parts);
      expect(html.split(tag)).toHaveLength(2);
      expect(html.indexOf(tag)).toBeLessThan(html.indexOf('</head>'));
    }
  });

  it('escapes JSON-LD so content cannot close its script', () => {
    const script = jsonLdScript({ headline: '</script><script>x()</script>' });
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(script.slice(script.indexOf('>') + 1, script.lastIndexOf('<')))).toEqual({
      headline: '</script><script>x()</script>',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { withoutElements, withoutScripts } from './page-parts.ts';

const page =
  '<html><head><script type="module">go()</script><link rel="modulepreload" href="/a.js">' +
  '<style>nav{color:red}</style><meta name="x" content="nav"></head><body>' +
  '<header><nav><a href="/">Home</a><nav>inner</nav></nav><form><input type="search" name="q"/>' +
  '<input name="r"></form></header><main><nav>Pages</nav><p>Kept</p></main>' +
  '<script type="application/json" id="data">{"a":"</p>"}</script></body></html>';

describe('withoutScripts', () => {
  it('takes out every script and module preload, and keeps the styles and the markup', () => {
    const out = withoutScripts(page);
    expect(out).not.toMatch(/<script|modulepreload/);
    expect(out).toContain('<style>nav{color:red}</style>');
    expect(out).toContain('<main><nav>Pages</nav><p>Kept</p></main>');
  });
});

describe('withoutElements', () => {
  it('takes out each element named with what it holds, nested ones of the same tag included', () => {
    const out = withoutElements(withoutScripts(page), ['nav']);
    expect(out).toContain('<header><form>');
    expect(out).toContain('<main><p>Kept</p></main>');
    expect(out).not.toContain('inner');
    // The head's text and CSS naming the tag stay.
    expect(out).toContain('<style>nav{color:red}</style><meta name="x" content="nav">');
  });

  it('takes out elements without an end tag, written either way', () => {
    const out = withoutElements(page, ['input']);
    expect(out).toContain('<form></form>');
  });

  it('takes out several tags, one after the other', () => {
    const out = withoutElements(withoutScripts(page), ['header', 'nav']);
    expect(out).toContain('<body><main><p>Kept</p></main></body>');
  });

  it('does not take a longer tag name for the one named', () => {
    const out = withoutElements('<body><p>a</p><param name="x"><pre>b</pre></body>', ['p']);
    expect(out).toBe('<body><param name="x"><pre>b</pre></body>');
  });

  it('refuses a tag the body does not have, or a name that is not a tag', () => {
    expect(() => withoutElements(page, ['aside'])).toThrow(/no <aside>/);
    expect(() => withoutElements(page, ['a[href]'])).toThrow(/not a tag name/);
    expect(() => withoutElements('<body><nav><a>x</a></body>', ['nav'])).toThrow(/never closed/);
  });
});

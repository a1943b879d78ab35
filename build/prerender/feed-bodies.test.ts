import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { RichDocument } from '../../src/content/types.ts';
import { paragraphDoc } from '../../tests/rich-text-doc.ts';
import { FEED_BODIES_FILE, MAX_KEPT_BODIES, openFeedBodies } from './feed-bodies.ts';

const body = (text: string) => paragraphDoc(text) as unknown as RichDocument;

/** A renderer that counts its calls. */
function renderer() {
  const calls: string[] = [];
  const render = (doc: RichDocument) => {
    const text = JSON.stringify(doc).match(/"value":"([^"]*)"/)?.[1] ?? '';
    calls.push(text);
    return `<p>${text}</p>`;
  };
  return { calls, render };
}

describe('feed bodies kept between builds', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('renders a body once, then reads it back in the next build of the same bundle', () => {
    dir = mkdtempSync(join(tmpdir(), 'feed-bodies-'));
    const first = renderer();
    const built = openFeedBodies(dir, 'bundle-a', true);
    expect(built.html(body('one'), first.render)).toBe('<p>one</p>');
    expect(built.html(body('two'), first.render)).toBe('<p>two</p>');
    expect(built.rendered()).toBe(2);
    built.save();

    const next = renderer();
    const again = openFeedBodies(dir, 'bundle-a', false);
    expect(again.html(body('one'), next.render)).toBe('<p>one</p>');
    // An edited body is a new one: rendered, the unchanged one is not.
    expect(again.html(body('two, edited'), next.render)).toBe('<p>two, edited</p>');
    expect(next.calls).toEqual(['two, edited']);
    expect(again.rendered()).toBe(1);
  });

  it('renders everything again for another bundle, a full build or an unreadable file', () => {
    dir = mkdtempSync(join(tmpdir(), 'feed-bodies-'));
    const built = openFeedBodies(dir, 'bundle-a', true);
    built.html(body('one'), renderer().render);
    built.save();
    for (const [bundle, fresh] of [
      ['bundle-b', false],
      ['bundle-a', true],
    ] as const) {
      const r = renderer();
      openFeedBodies(dir, bundle, fresh).html(body('one'), r.render);
      expect(r.calls).toEqual(['one']);
    }
    writeFileSync(join(dir, FEED_BODIES_FILE), '{not json');
    const r = renderer();
    openFeedBodies(dir, 'bundle-a', false).html(body('one'), r.render);
    expect(r.calls).toEqual(['one']);
  });

  it('keeps at most MAX_KEPT_BODIES, the ones used last', () => {
    dir = mkdtempSync(join(tmpdir(), 'feed-bodies-'));
    const built = openFeedBodies(dir, 'b', true);
    const { render } = renderer();
    for (let n = 0; n <= MAX_KEPT_BODIES; n++) built.html(body(`n${n}`), render);
    // Used again last: kept although it was the first.
    built.html(body('n0'), render);
    built.save();
    const saved = JSON.parse(readFileSync(join(dir, FEED_BODIES_FILE), 'utf8')) as {
      bodies: Record<string, string>;
    };
    const kept = Object.values(saved.bodies);
    expect(kept).toHaveLength(MAX_KEPT_BODIES);
    expect(kept).toContain('<p>n0</p>');
    expect(kept).not.toContain('<p>n1</p>');
  });
});

/**
 * Property: no document, however random or hostile, makes RichText throw or put an unsafe URL in an
 * href/src. The oracle is the WHATWG URL parser (jsdom's), independent of safe-url.ts.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Document } from '@contentful/rich-text-types';
import { renderWithProviders } from '../../tests/render';
import { RichText } from './rich-text';

const NODE_TYPES = [
  'document',
  'paragraph',
  'heading-1',
  'heading-6',
  'ordered-list',
  'unordered-list',
  'list-item',
  'blockquote',
  'hr',
  'embedded-entry-block',
  'embedded-asset-block',
  'embedded-entry-inline',
  'hyperlink',
  'entry-hyperlink',
  'asset-hyperlink',
  'table',
  'mystery',
  'text',
];
const HOSTILE = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' \u0000javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:x',
  'javascript\u200b:x',
  '\ufeffjavascript:x',
  'data:text/html,<script>x</script>',
  'vbscript:msgbox',
  'VBSCRIPT:x',
  '&#106;avascript:x',
  'javascript&colon;x',
  'file:///etc/passwd',
  'https://ok.example',
  '/relative',
  'mailto:a@b.c',
  '//host.example/x',
];

const urlArb = fc.oneof(
  fc.constantFrom(...HOSTILE),
  fc.string(),
  fc.tuple(fc.constantFrom(...HOSTILE), fc.string({ maxLength: 3 })).map(([u, s]) => s + u),
  fc.constantFrom(...HOSTILE).map((u) =>
    u
      .split('')
      .map((c, i) => (i % 2 ? c.toUpperCase() : c))
      .join(''),
  ),
);
const targetArb = fc.oneof(
  fc.record({
    type: fc.constant('Asset'),
    asset: fc.record({
      url: urlArb,
      title: fc.anything(),
      description: fc.anything(),
      contentType: fc.constantFrom('image/png', 'application/pdf', 7),
    }),
  }),
  fc.record({
    type: fc.constant('Entry'),
    contentType: fc.constantFrom('news', 'post', 'nope'),
    slug: fc.oneof(urlArb, fc.anything()),
    title: fc.anything(),
    description: fc.anything(),
  }),
  fc.anything(),
);
const { tree } = fc.letrec((tie) => ({
  tree: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.record({
      nodeType: fc.constant('text'),
      value: fc.oneof(fc.string(), fc.anything()),
      marks: fc.oneof(
        fc.array(fc.record({ type: fc.constantFrom('bold', 'italic', 'underline', 'code', 'x') })),
        fc.anything(),
      ),
    }),
    fc.record({
      nodeType: fc.constantFrom(...NODE_TYPES),
      data: fc.oneof(
        fc.record({ uri: urlArb, target: targetArb }, { requiredKeys: [] }),
        fc.anything(),
      ),
      content: fc.oneof(fc.array(tie('tree'), { maxLength: 4 }), fc.anything()),
    }),
  ),
}));
const documentArb = fc.oneof(
  fc.array(tree, { maxLength: 5 }).map((content) => ({ nodeType: 'document', data: {}, content })),
  fc.anything(),
);

function isSafeUrl(value: string): boolean {
  try {
    return ['http:', 'https:', 'mailto:'].includes(
      new URL(value, 'https://base.example/').protocol,
    );
  } catch {
    return false;
  }
}

describe('RichText with random and hostile documents', () => {
  it('never throws and never yields an unsafe href or src', () => {
    fc.assert(
      fc.property(documentArb, (document) => {
        const { container, unmount } = renderWithProviders(
          <RichText document={document as Document} />,
        );
        for (const a of container.querySelectorAll('[href]'))
          expect(isSafeUrl(a.getAttribute('href')!)).toBe(true);
        for (const img of container.querySelectorAll('[src]'))
          expect(isSafeUrl(img.getAttribute('src')!)).toBe(true);
        unmount();
      }),
      { numRuns: 150 },
    );
  }, 120_000);
});

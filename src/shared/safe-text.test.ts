/** The one text → URL encoder and the one text cleaning rule. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanText, encodeUrlText, isWellFormed, wellFormed } from './safe-text';

describe('encodeUrlText', () => {
  it('encodes half an emoji as U+FFFD instead of throwing', () => {
    expect(() => encodeURIComponent('Hi \ud83d')).toThrow(URIError);
    expect(encodeUrlText('Hi \ud83d')).toBe('Hi%20%EF%BF%BD');
    expect(encodeUrlText('\ude00 lone low')).toBe('%EF%BF%BD%20lone%20low');
    expect(encodeUrlText('whole 😀')).toBe('whole%20%F0%9F%98%80');
  });

  it('never throws, and decodes back to the well-formed text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (text) => {
        expect(decodeURIComponent(encodeUrlText(text))).toBe(wellFormed(text));
      }),
    );
  }, 30_000);
});

describe('cleanText', () => {
  it('turns NUL, controls and lone surrogates into U+FFFD and CR into LF', () => {
    expect(cleanText('a\u0000b')).toBe('a\ufffdb');
    expect(cleanText('bell\u0007 esc\u001b del\u007f c1\u0085')).toBe(
      'bell\ufffd esc\ufffd del\ufffd c1\ufffd',
    );
    expect(cleanText('half \ud83d')).toBe('half \ufffd');
    expect(cleanText('one\r\ntwo\rthree')).toBe('one\ntwo\nthree');
    expect(cleanText('tab\tand\nline')).toBe('tab\tand\nline');
  });

  it('keeps ordinary text, direction marks and whole emoji as typed', () => {
    const text = 'Über \u202eevil\u202c 名前 😀 </script>';
    expect(cleanText(text)).toBe(text);
  });

  it('leaves nothing the HTML parser or XML 1.0 would change', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const clean = cleanText(text);
        expect(isWellFormed(clean)).toBe(true);
        // eslint-disable-next-line no-control-regex -- looking for control characters
        expect(clean).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\ufffe\uffff]/);
        expect(cleanText(clean)).toBe(clean);
      }),
    );
  });
});

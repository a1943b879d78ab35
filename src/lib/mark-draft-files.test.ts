import { describe, expect, it } from 'vitest';
import { imageUrl } from '../components/image-url';
import { hasPreviewMark, markPreviewUrl, PREVIEW_MARK } from '../shared/preview-mark';
import { markDraftFiles } from './mark-draft-files';

const COVER = 'https://images.ctfassets.net/abc/draft1/tok/cover.jpg';
const EMBED = 'http://127.0.0.1:4701/files/images.ctfassets.net/abc/draft2/tok/inline.png';

describe('markDraftFiles', () => {
  it('marks every url field, however deep, and leaves everything else as it was', () => {
    const answer = {
      title: 'A draft',
      image: { id: 'draft1', url: COVER, width: 800 },
      body: {
        content: [
          { data: { target: { type: 'Asset', asset: { url: EMBED } } } },
          { data: { uri: 'https://example.org/a-link' } },
        ],
      },
      items: [{ image: { url: COVER } }, { image: null }],
    };
    const marked = markDraftFiles(answer);
    const urls = [
      marked.image.url,
      marked.body.content[0].data.target?.asset.url,
      marked.items[0].image?.url,
    ];
    for (const url of urls) expect(hasPreviewMark(new URL(String(url)))).toBe(true);
    expect(marked.body.content[1].data.uri).toBe('https://example.org/a-link');
    expect(marked.title).toBe('A draft');
    expect(marked.image.width).toBe(800);
    expect(marked.items[1].image).toBeNull();
    expect(answer.image.url, 'the answer itself is not changed').toBe(COVER);
  });
});

describe('markPreviewUrl', () => {
  it('keeps the path, the other parameters and the fragment, and marks only once', () => {
    const url = new URL(markPreviewUrl(`${COVER}?w=320#x`));
    expect(url.pathname).toBe('/abc/draft1/tok/cover.jpg');
    expect(url.searchParams.get('w')).toBe('320');
    expect(url.hash).toBe('#x');
    expect(url.searchParams.getAll(PREVIEW_MARK)).toHaveLength(1);
    expect(markPreviewUrl(url.href)).toBe(url.href);
  });

  it('leaves what is not an http(s) URL alone', () => {
    for (const raw of ['', '/files/x.jpg', 'data:image/png;base64,AAAA', 'not a url'])
      expect(markPreviewUrl(raw)).toBe(raw);
  });

  it('survives the Images API parameters the page adds for srcset', () => {
    const sized = new URL(imageUrl(markPreviewUrl(COVER), { w: 640, fm: 'webp' }));
    expect(hasPreviewMark(sized)).toBe(true);
    expect(sized.searchParams.get('w')).toBe('640');
  });
});

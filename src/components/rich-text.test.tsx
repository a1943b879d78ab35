import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { Document } from '@contentful/rich-text-types';
import { renderWithProviders } from '../../tests/render';
import { RichText } from './rich-text';
import type { RichTarget } from '../content/types';

type N = Record<string, unknown>;
const text = (value: string, marks: string[] = []): N => ({
  nodeType: 'text',
  value,
  marks: marks.map((type) => ({ type })),
  data: {},
});
const node = (nodeType: string, content: N[] = [], data: N = {}): N => ({
  nodeType,
  data,
  content,
});
const doc = (...content: N[]) =>
  ({ nodeType: 'document', data: {}, content }) as unknown as Document;
const show = (...content: N[]): HTMLElement => {
  const { container } = renderWithProviders(<RichText document={doc(...content)} />);
  // The provider adds a style tag to the container; look only at what RichText rendered.
  return container.querySelector<HTMLElement>('.rich-text') ?? document.createElement('div');
};

const image: RichTarget = {
  type: 'Asset',
  asset: {
    id: 'i',
    url: 'https://img.example/nebula.png',
    title: 'Nebula',
    description: 'A nebula at dusk',
    contentType: 'image/png',
    width: 640,
    height: 480,
  },
};
const pdf: RichTarget = {
  type: 'Asset',
  asset: {
    id: 'p',
    url: 'https://files.example/zine.pdf',
    title: '',
    description: '',
    contentType: 'application/pdf',
  },
};
const review: RichTarget = {
  type: 'Entry',
  id: 'r',
  contentType: 'reviews',
  slug: 'dune',
  title: 'Dune, reread',
  description: 'Spice and power',
};

describe('RichText blocks', () => {
  it('renders nothing for a null document', () => {
    expect(
      renderWithProviders(<RichText document={null} />).container.querySelector('.rich-text'),
    ).toBeNull();
  });

  it('renders paragraphs', () => {
    expect(show(node('paragraph', [text('Hello')])).querySelector('p')?.textContent).toBe('Hello');
  });

  it.each([
    [1, 2],
    [2, 3],
    [3, 4],
    [4, 5],
    [5, 6],
    [6, 6],
  ])(
    'renders heading %i one level below the page h1 (as h%i) in a body that opens with heading-1',
    (level, rendered) => {
      show(node('heading-1', [text('Top')]), node(`heading-${level}`, [text(`H${level}`)]));
      expect(
        screen.getByRole('heading', { level: rendered, name: `H${level}` }),
      ).toBeInTheDocument();
    },
  );

  it('renders ordered and unordered lists', () => {
    const item = (t: string) => node('list-item', [node('paragraph', [text(t)])]);
    const root = show(
      node('ordered-list', [item('one'), item('two')]),
      node('unordered-list', [item('dot')]),
    );
    expect(root.querySelectorAll('ol > li')).toHaveLength(2);
    expect(root.querySelector('ul > li')?.textContent).toBe('dot');
  });

  it('renders a quote and a rule', () => {
    const root = show(node('blockquote', [node('paragraph', [text('Quoted')])]), node('hr'));
    expect(root.querySelector('blockquote')?.textContent).toContain('Quoted');
    expect(root.querySelector('hr, [role="separator"]')).not.toBeNull();
  });

  it('renders nothing for unknown node types', () => {
    const root = show(
      node('table', [node('paragraph', [text('secret')])]),
      node('paragraph', [text('shown')]),
    );
    expect(root.textContent).toBe('shown');
  });
});

describe('RichText marks', () => {
  it.each([
    ['bold', 'strong'],
    ['italic', 'em'],
    ['underline', 'u'],
    ['code', 'code'],
  ])('renders %s as <%s>', (mark, tag) => {
    const root = show(node('paragraph', [text('x', [mark])]));
    expect(root.querySelector(tag)?.textContent).toBe('x');
  });

  it('ignores unknown marks and stacks known ones', () => {
    const root = show(node('paragraph', [text('y', ['bold', 'sparkle', 'italic'])]));
    expect(root.querySelector('strong em, em strong')?.textContent).toBe('y');
  });
});

describe('RichText embeds', () => {
  it('shows an embedded image lazily with caption, size and alt text', () => {
    const root = show(node('embedded-asset-block', [], { target: image }));
    const img = screen.getByRole('img', { name: 'A nebula at dusk' });
    expect(img).toHaveAttribute('src', 'https://img.example/nebula.png');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).toHaveAttribute('width', '640');
    expect(img).toHaveAttribute('height', '480');
    expect(root.querySelector('figure figcaption')?.textContent).toBe('A nebula at dusk');
  });

  it('uses the title as alt text when there is no description', () => {
    const noCaption: RichTarget = { type: 'Asset', asset: { ...image.asset, description: '' } };
    const root = show(node('embedded-asset-block', [], { target: noCaption }));
    expect(screen.getByRole('img', { name: 'Nebula' })).toBeInTheDocument();
    expect(root.querySelector('figcaption')).toBeNull();
  });

  it('shows other assets as a download link, falling back to "Download file"', () => {
    show(node('embedded-asset-block', [], { target: pdf }));
    const link = screen.getByRole('link', { name: 'Download file' });
    expect(link).toHaveAttribute('href', 'https://files.example/zine.pdf');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows block and inline embedded entries with title and description, linked to their route', () => {
    const root = show(
      node('embedded-entry-block', [], { target: review }),
      node('paragraph', [
        text('See '),
        node('embedded-entry-inline', [], { target: { ...review, slug: 'other' } }),
      ]),
    );
    const links = screen.getAllByRole('link', { name: 'Dune, reread' });
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/reviews/dune', '/reviews/other']);
    expect(root.textContent).toContain('Spice and power');
  });

  it('renders nothing for embeds whose target is missing or unresolved', () => {
    const root = show(
      node('embedded-entry-block', [], {}),
      node('embedded-asset-block', [], { target: { sys: { type: 'Link', id: 'x' } } }),
      node('embedded-entry-inline', [], { target: null }),
      node('paragraph', [text('after')]),
    );
    expect(root.textContent).toBe('after');
  });
});

describe('RichText links', () => {
  const link = (uri: string) => show(node('paragraph', [node('hyperlink', [text('go')], { uri })]));

  it('opens http(s), mailto and relative hyperlinks in a new tab', () => {
    for (const uri of ['https://example.org', 'mailto:a@b.c', '/about']) {
      const root = link(uri);
      const a = root.querySelector('a');
      expect(a).toHaveAttribute('href', uri);
      expect(a).toHaveAttribute('target', '_blank');
      expect(a).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('renders unsafe hyperlinks as plain text', () => {
    for (const uri of [
      'javascript:alert(1)',
      ' JAVASCRIPT:alert(1)',
      'java\tscript:x',
      'data:text/html,x',
      'vbscript:x',
    ]) {
      const root = link(uri);
      expect(root.querySelector('a')).toBeNull();
      expect(root.textContent).toBe('go');
    }
  });

  it('links entry hyperlinks to the route by content type, and asset hyperlinks to the file', () => {
    show(
      node('paragraph', [
        node('entry-hyperlink', [text('the review')], { target: review }),
        node('asset-hyperlink', [text('the zine')], { target: pdf }),
        node('entry-hyperlink', [text('no target')], {}),
      ]),
    );
    expect(screen.getByRole('link', { name: 'the review' })).toHaveAttribute(
      'href',
      '/reviews/dune',
    );
    expect(screen.getByRole('link', { name: 'the zine' })).toHaveAttribute(
      'href',
      'https://files.example/zine.pdf',
    );
    expect(screen.queryByRole('link', { name: 'no target' })).toBeNull();
    expect(screen.getByText('no target')).toBeInTheDocument();
  });

  it('links posts to /posts and unknown types not at all', () => {
    show(
      node('paragraph', [
        node('entry-hyperlink', [text('post')], {
          target: { ...review, contentType: 'post', slug: 'hello' },
        }),
        node('entry-hyperlink', [text('odd')], { target: { ...review, contentType: 'author' } }),
      ]),
    );
    expect(screen.getByRole('link', { name: 'post' })).toHaveAttribute('href', '/posts/hello');
    expect(screen.queryByRole('link', { name: 'odd' })).toBeNull();
  });
});

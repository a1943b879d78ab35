import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { Highlighted, pieces, snippetOf } from './highlight';

const words = (...list: string[]) => new Set(list);

describe('highlighting', () => {
  it('marks whole matched words, whatever their case and accents', () => {
    expect(pieces('The Handmaid’s tale, Épée!', words('handmaid', 'epee'))).toEqual([
      { text: 'The ', marked: false },
      { text: 'Handmaid', marked: true },
      { text: '’s tale, ', marked: false },
      { text: 'Épée', marked: true },
      { text: '!', marked: false },
    ]);
  });

  it('renders markup in the text as characters, never as elements', () => {
    const hostile = '<img src=x onerror="alert(1)"> <b>bold</b> & <script>x</script>';
    const { container } = render(<Highlighted text={hostile} words={words('img', 'bold')} />);
    expect(container.textContent).toBe(hostile);
    expect(container.querySelector('img, b, script')).toBeNull();
    expect([...container.querySelectorAll('mark')].map((m) => m.textContent)).toEqual([
      'img',
      'bold',
    ]);
  });

  it('shows the excerpt when it matches, else the body around the first match', () => {
    const body = `${'Filler words here. '.repeat(30)}Then the starship lands. ${'More. '.repeat(40)}`;
    expect(snippetOf({ excerpt: 'About starships', body }, words('starships'))).toBe(
      'About starships',
    );
    const cut = snippetOf({ excerpt: 'Nothing', body }, words('starship'));
    expect(cut.startsWith('…')).toBe(true);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut).toContain('Then the starship lands.');
    expect(cut.length).toBeLessThanOrEqual(222);
    expect(snippetOf({ excerpt: 'Nothing', body }, words('absent'))).toBe('Nothing');
  });
});

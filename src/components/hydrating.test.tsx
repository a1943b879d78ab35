import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useShownSearch } from './hydrating';

let renders: string[] = [];

function Shown() {
  const search = useShownSearch();
  renders.push(search);
  return <p>{search || 'no query'}</p>;
}

/** Hydrates the server's HTML (built without a query) at `url`; returns what each render read. */
async function hydrateAt(url: string): Promise<{ renders: string[]; text: string }> {
  window.history.replaceState(null, '', url);
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Shown />);
  document.body.append(container);
  renders = [];
  const root = await act(async () => hydrateRoot(container, <Shown />));
  const text = container.textContent ?? '';
  await act(async () => root.unmount());
  container.remove();
  return { renders, text };
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('useShownSearch', () => {
  it('hydrates with no query, then shows the visit’s query', async () => {
    const { renders, text } = await hydrateAt('/search?q=octavia');
    expect(renders).toEqual(['', 'q=octavia']);
    expect(text).toBe('q=octavia');
  });

  it('renders once when the visit has no query, as every page but a search does', async () => {
    const { renders, text } = await hydrateAt('/reviews');
    expect(renders).toEqual(['']);
    expect(text).toBe('no query');
  });
});

/**
 * The header's search box. Without JavaScript it is a plain GET form to /search; with it, typing
 * shows results as the reader types (the query goes into the URL after a short pause, so it can be
 * shared and the back button works) and `/` focuses it. It stays tiny: the index and its library
 * load only when the box is focused or the search page opens, in the search page's own chunk.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { useShownSearch } from '../components/hydrating';
import { preloadRoute } from './routes';
import { SEARCH_PATH } from './search-path';

const TYPING_PAUSE_MS = 250;
/** Same cap as the search itself: the URL never carries a pasted page. */
const MAX_CHARS = 200;

const urlFor = (query: string) =>
  query.trim() ? `${SEARCH_PATH}?q=${encodeURIComponent(query)}` : SEARCH_PATH;

/** A key typed into a field is the reader's text, not a shortcut. */
function typingInField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName);
}

/** Loads the search code and starts indexing what the device holds, ahead of the first result. */
function warmUp(): void {
  void preloadRoute(SEARCH_PATH);
  void import('../features/search/search-runtime').then((m) => m.searchRuntime()).catch(() => {});
}

export function SearchBox() {
  const [path, navigate] = useLocation();
  const search = useShownSearch();
  const onSearchPage = path === SEARCH_PATH;
  const urlQuery = onSearchPage ? (new URLSearchParams(search).get('q') ?? '') : '';
  const [value, setValue] = useState(urlQuery);
  // The box shows the query of the page it is on, empty away from /search: back, forward and opening
  // a result all change it, and typing the same words again searches again.
  const [shownQuery, setShownQuery] = useState(urlQuery);
  if (urlQuery !== shownQuery) {
    setShownQuery(urlQuery);
    setValue(urlQuery.slice(0, MAX_CHARS));
  }
  const input = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
      if (typingInField(event.target)) return;
      event.preventDefault();
      input.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  // Typing on the search page refines its one history entry; elsewhere it opens the page once.
  const go = (query: string) => navigate(urlFor(query), { replace: onSearchPage });

  const change = (next: string) => {
    const query = next.slice(0, MAX_CHARS);
    setValue(query);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (query.trim() || onSearchPage) go(query);
    }, TYPING_PAUSE_MS);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    clearTimeout(timer.current);
    go(value);
  };

  return (
    <form role="search" action={SEARCH_PATH} method="get" onSubmit={submit}>
      {/* A plain input, not Mantine's TextInput: the header is on every page's first paint. */}
      <input
        ref={input}
        className="search-box"
        type="search"
        name="q"
        aria-label="Search articles and posts"
        placeholder="Search (press /)"
        maxLength={MAX_CHARS}
        autoComplete="off"
        value={value}
        onChange={(event) => change(event.currentTarget.value)}
        onFocus={warmUp}
      />
    </form>
  );
}

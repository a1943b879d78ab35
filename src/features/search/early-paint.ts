/**
 * The first results of a page of results drawn before the app has loaded. The prerendered search
 * page carries a hidden blueprint, rendered by the page's own components: a status line and a list
 * holding one result of each kind. Each result here is a copy of its kind's blueprint with its own
 * title, link, date and snippet, so the early results look exactly like the ones the page renders
 * later, and put into the page's early-results slot, a part React never touches. The slot records
 * what it shows, in order: the page's first render keeps those results first, where they are, and
 * removes the slot in the same commit, so nothing on screen moves.
 */
import { formatShortDate, isoDay } from '../../components/format-date';
import { pieces } from './highlight';
import type { ResultItem } from './search-runtime';
import type { SearchKind } from './search-doc';
import { SEARCH_TEXTS } from './search-texts';

/** The blueprint's results, one of each kind, in this order. */
export const BLUEPRINT_KINDS: readonly SearchKind[] = [
  'discussions',
  'news',
  'recommendations',
  'reviews',
  'fiction',
  'post',
];

export const BLUEPRINT_CLASS = 'search-blueprint';
export const EARLY_RESULTS_CLASS = 'early-results';

/** Whether `doc` is a prerendered search page that can show results before the app. */
export const hasBlueprint = (doc: Document): boolean =>
  doc.querySelector(`.${BLUEPRINT_CLASS}`) !== null &&
  doc.querySelector(`.${EARLY_RESULTS_CLASS}`) !== null;

/** Text with the matched words in `<mark>`, as nodes: never parsed as HTML. */
function highlighted(doc: Document, text: string, words: ReadonlySet<string>): Node[] {
  return pieces(text, words).map((piece) => {
    if (!piece.marked) return doc.createTextNode(piece.text);
    const mark = doc.createElement('mark');
    mark.textContent = piece.text;
    return mark;
  });
}

function resultFrom(blueprint: Element, item: ResultItem, doc: Document): Element | null {
  const li = blueprint.cloneNode(true) as Element;
  const time = li.querySelector('time');
  const link = li.querySelector('a');
  const snippet = li.querySelector('.search-result-snippet');
  if (!time || !link || !snippet) return null;
  const words = new Set(item.words);
  const date = formatShortDate(item.date);
  if (date) {
    time.setAttribute('datetime', isoDay(item.date) ?? '');
    time.textContent = date;
  } else time.remove();
  link.setAttribute('href', item.href);
  link.replaceChildren(...highlighted(doc, item.title, words));
  snippet.replaceChildren(...(item.snippet ? highlighted(doc, item.snippet, words) : []));
  return li;
}

/**
 * Draws `results` for `query` (of `total` found) into the page's early-results slot; false when there
 * is nothing to draw or nowhere to draw it (the page has rendered already, or it is not a prerendered
 * search page).
 */
export function paintEarlyResults(
  doc: Document,
  query: string,
  results: ResultItem[],
  total = results.length,
): boolean {
  const slot = doc.querySelector(`.${EARLY_RESULTS_CLASS}`);
  const blueprint = doc.querySelector(`.${BLUEPRINT_CLASS}`);
  const status = blueprint?.querySelector(':scope > p');
  const list = blueprint?.querySelector(':scope > ol');
  if (!slot || slot.firstChild || !status || !list || results.length === 0) return false;
  const count = status.cloneNode(true) as Element;
  if (count.firstChild?.nodeType !== Node.TEXT_NODE) return false;
  count.firstChild.textContent = SEARCH_TEXTS.count(total, query);
  const items = list.cloneNode(false) as Element;
  for (const item of results) {
    const model = list.children[BLUEPRINT_KINDS.indexOf(item.kind)];
    const li = model && resultFrom(model, item, doc);
    if (!li) return false;
    items.append(li);
  }
  slot.setAttribute('data-query', query);
  slot.setAttribute('data-ids', JSON.stringify(results.map((item) => item.id)));
  slot.append(count, items);
  return true;
}

/** The ids the early results show for `query`, in order (none when they show another query's). */
export function earlyShownIds(doc: Document, query: string): string[] {
  const slot = doc.querySelector(`.${EARLY_RESULTS_CLASS}[data-query]`);
  if (!slot || slot.getAttribute('data-query') !== query) return [];
  try {
    const ids: unknown = JSON.parse(slot.getAttribute('data-ids') ?? '[]');
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

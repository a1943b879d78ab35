/**
 * What the content service answers to the list queries of a site made in a test (its articles newest
 * first): each kind's list, its home section, its total and its numbered pages, and the latest feed,
 * by the keys of the query values the routes declare. The build runs those queries against the
 * Delivery API; unit tests of the route table hand it these answers instead.
 */
import type { SiteContent } from '../../src/app/route-types.ts';
import { KIND_ORDER } from '../../src/content/kinds.ts';
import { HOME_LIMIT, PAGE_SIZE } from '../../src/content/paging.ts';
import {
  latestQuery,
  listPageQuery,
  listQuery,
  listTotalQuery,
} from '../../src/store/query-values.ts';

export function listAnswers(site: SiteContent): Map<string, unknown> {
  const answers = new Map<string, unknown>();
  for (const kind of KIND_ORDER) {
    const { articles, count } = site.kinds[kind];
    answers.set(listQuery(kind).key, articles.slice(0, PAGE_SIZE));
    answers.set(listQuery(kind, HOME_LIMIT).key, articles.slice(0, HOME_LIMIT));
    answers.set(listTotalQuery(kind).key, count);
    for (let page = 2; (page - 1) * PAGE_SIZE < count; page++)
      answers.set(listPageQuery(kind, page).key, {
        items: articles.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
        total: count,
      });
  }
  const newest = KIND_ORDER.flatMap((kind) => site.kinds[kind].articles.slice(0, HOME_LIMIT));
  answers.set(latestQuery(HOME_LIMIT).key, newest);
  return answers;
}

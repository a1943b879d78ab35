/** The articles feature's public entry: what other features may use of it (the tag pages list articles). */
export { ListBody } from './list-body';
export { PAGER_TEXTS, PageLinks, PagedHeading, Pager } from './pager';

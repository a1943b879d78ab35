/** Where search lives: the header's form posts here, the route table serves it, the entry looks for it. */
export const SEARCH_PATH = '/search';

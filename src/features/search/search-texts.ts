/** What a page of search results says, in every state. */
export const SEARCH_TEXTS = {
  title: 'Search',
  prompt: 'Type in the search box above to search every article and post.',
  searching: 'Searching…',
  deviceNote: 'Showing results from articles saved on this device',
  archiveNote: (day: string) =>
    `You are offline. These results cover every article and post published up to ${day} and what this device has saved; newer ones, and opening one not saved here, need a connection.`,
  failed: 'Search could not start in this browser. Please reload the page.',
  none: (query: string) => `No results for “${query}”. Check the spelling or try fewer words.`,
  count: (n: number, query: string) => `${n} ${n === 1 ? 'result' : 'results'} for “${query}”`,
  more: 'Show more results',
} as const;

/** Reading and watch lists of classic works, described in our own words. */
import type { ArticleSource } from '../source.ts';

export const recommendations: ArticleSource[] = [
  {
    slug: 'utopias-and-dystopias-in-pairs',
    title: 'Utopias and Dystopias, Read in Pairs',
    publishDate: '2025-12-05',
    excerpt:
      'Four pairings of hopeful and fearful futures that make more sense together than apart.',
    tags: ['reading list', 'utopia', 'dystopia'],
    body: [
      'Utopias and dystopias are two sides of the same question: what could society become? Reading one of each, back to back, sharpens both. Here are our favourite pairings.',
      "1. **Herland** (Charlotte Perkins Gilman, 1915) with **The Handmaid's Tale** (Margaret Atwood, 1985): a society of women organised around motherhood, and a regime that reduces women to it.\n2. **The Dispossessed** (Ursula K. Le Guin, 1974) with **Parable of the Sower** (Octavia E. Butler, 1993): an imperfect anarchist society, and a collapsing one where a young woman invents a faith to survive.\n3. **Woman on the Edge of Time** (Marge Piercy, 1976), which contains both a utopia and a dystopia in the same book.\n4. **The Female Man** (Joanna Russ, 1975) with any mainstream novel of its decade: four versions of one woman across four worlds, set against the world the reader lives in.",
      '#### How to read them',
      'Do not look for which book is right. Look at what each one assumes cannot change, and ask whether it could.',
    ],
  },
];

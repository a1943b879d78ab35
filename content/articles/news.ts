/** Magazine and community news. Fictional events of this publication only. */
import type { ArticleSource } from '../source.ts';

export const news: ArticleSource[] = [
  {
    slug: 'welcome-to-galactic-quandaries',
    title: 'Welcome to Galactic Quandaries',
    publishDate: '2025-01-06',
    excerpt:
      'A new home for essays, reviews, news and original fiction about science fiction and feminism. Here is what to expect.',
    tags: ['announcement'],
    body: [
      'Welcome aboard. Galactic Quandaries is a small independent magazine about the places where science fiction and feminism meet, collide and occasionally fall in love.',
      'Each month we will publish:',
      '- **Discussions**: longer essays on ideas that keep coming up in the genre.\n- **Reviews** of classic and new books, films and series.\n- **Recommendations**: reading and watch lists for every mood.\n- **Original fiction** from our contributors.\n- **News** from the magazine and its community.',
      'We are reader-funded and ad-light. If you want to help, the easiest thing you can do is tell a friend, or subscribe to the newsletter at the bottom of every page.',
    ],
  },
];

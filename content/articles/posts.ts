/** General posts by named contributors (all contributors are fictional). */
import type { PostSource } from '../source.ts';

export const posts: PostSource[] = [
  {
    slug: 'a-note-from-the-editor',
    title: 'A Note from the Editor',
    author: 'Mara Okonkwo-Reyes',
    publishDate: '2025-01-05',
    content: [
      'I started reading science fiction because it was the only part of the library where the future seemed negotiable. Everywhere else the shelves told me how things were. In the science fiction aisle, they told me how things could be, and sometimes how they should not be.',
      'Galactic Quandaries grew out of a reading group that met in a kitchen for six years. We argued about Le Guin and Butler and Russ, about *Alien* and *Star Trek*, about whether a story could be feminist if its author was not, and whether it mattered. We never agreed. That was the point.',
      'The first book on our shelf here is *The Left Hand of Darkness*, because it was the first book that group read, and because it still starts arguments. You can read our [review of it](entry:reviews/the-left-hand-of-darkness).',
      'This magazine is that kitchen table, made bigger. Pull up a chair.',
    ],
  },
];

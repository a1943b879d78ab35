/** Assets used inside rich text: three inline images and the downloadable reading guide. */
import type { InlineImageSource } from '../source.ts';

export const inlineImages: InlineImageSource[] = [
  {
    key: 'orbit-diagram',
    title: 'Orbits without a centre stage',
    seed: 'inline/orbit-diagram',
    scene: 'orbits',
  },
  {
    key: 'nebula-nursery',
    title: 'A nebula nursery',
    seed: 'inline/nebula-nursery',
    scene: 'nebula',
  },
  { key: 'twin-worlds', title: 'Twin worlds', seed: 'inline/twin-worlds', scene: 'binary' },
];

export const guide = {
  key: 'galactic-quandaries-reading-guide',
  title: 'Galactic Quandaries Reading Circle Guide',
  description: 'A one-page PDF with discussion questions for the monthly reading circle.',
  lines: [
    'Questions to bring to any book we read together:',
    '',
    '1. Who does the work in this world, and who gets the credit for it?',
    '2. Which bodies are treated as normal, and which are treated as strange?',
    '3. How is care shown: as a burden, as a gift, or as a technology?',
    '4. What does the future keep from our present, and what does it drop?',
    '5. Whose point of view is missing, and what would the story look like from there?',
    '6. If you could add one chapter, what would happen in it?',
    '',
    'Meetings: first Sunday of every month, online, all welcome.',
    'Bring a question, not an answer. Nobody has to finish the book.',
    '',
    'Written for Galactic Quandaries. Share it freely.',
  ],
};

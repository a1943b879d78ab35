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
      'What will you find here? Essays that take popular culture seriously without taking it solemnly. Reviews that say what a book does well and where it stumbles. Recommendations for every kind of reader, from the person who has never picked up a science fiction novel to the one who owns three editions of *Dune*. And fiction, because the best argument for a different future is a story set in one.',
      'This magazine is that kitchen table, made bigger. Pull up a chair.',
    ],
  },
  {
    slug: 'how-we-choose-what-to-review',
    title: 'How We Choose What to Review',
    author: 'Ines Halvorsen',
    publishDate: '2025-09-02',
    content: [
      'Readers sometimes ask why we review a fifty-year-old novel one week and a brand-new series the next. The honest answer is that we do not have a schedule so much as a set of questions. Here they are.',
      '## Does it start a conversation?',
      'We are less interested in whether something is good than in whether it is worth arguing about. A flawed book that raises a real question will often get a review before a polished one that raises none.',
      '## Is it findable?',
      'We prefer works that readers can actually get hold of: in print, in libraries, on common streaming services. A review of something nobody can read is a closed door.',
      '## Who has not been heard?',
      'We keep a running list of writers and filmmakers whose work has been overlooked, and we try to make sure that every month includes at least one of them. This is the part of the job we care about most.',
      '!asset:orbit-diagram',
      '## How we write them',
      'Every review is read by a second editor before publication, and we __never accept free copies in exchange for coverage__. When we use the same questions we bring to the reading circle, we say so. You can [download the reading guide](asset:galactic-quandaries-reading-guide) and use it yourself; it works just as well for films as for books.',
      'If you think we have missed something, tell us. Several of our best reviews started as a reader\'s e-mail that began, "Have you ever watched...?"',
    ],
  },
  {
    slug: 'notes-from-a-convention-weekend',
    title: 'Notes from a Convention Weekend',
    author: 'Priya Castellanos',
    publishDate: '2026-03-05',
    content: [
      'Last weekend I went to my first science fiction convention as a panellist rather than a spectator, and I came home with a sore throat, a tote bag full of paperbacks and a notebook full of questions. Here are a few of them.',
      'The convention was a small regional one, held in a hotel with carpets so patterned they seemed designed to hide a crime. There were perhaps six hundred people, which turned out to be the perfect size: big enough for variety, small enough that you kept bumping into the same faces in the lift.',
      '## The panel',
      'Our panel was called *Who Gets to Do Science in Science Fiction?* and it was scheduled at nine in the morning on Sunday, which is the convention equivalent of being sent to the back of the class. Forty people came anyway. We talked about lab coats, about how rarely stories show the boring parts of research, and about why the lone genius is such a stubborn myth when almost all real science is done in teams.',
      'The best question came from a teenager in the second row, who asked why the woman scientist in so many films is there to explain the plot to the hero. I did not have a good answer. I am still thinking about it.',
      '## The corridors',
      'As always, the best conversations happened between panels. I met a retired engineer who has been writing letters to authors about their orbital mechanics since the seventies, and a group of students who had started a reading circle using our guide.',
      'I will be back next year. I have already started a list of questions for the organisers.',
    ],
  },
  {
    slug: 'looking-ahead-to-our-third-year',
    title: 'Looking Ahead to Our Third Year',
    author: 'Mara Okonkwo-Reyes',
    publishDate: '2026-10-12',
    content: [
      'Almost two years ago I wrote that this magazine was a kitchen table made bigger. It has grown faster than any of us expected, and I want to take a moment to say what we have learned and where we are going.',
      'The reading circle now meets in three time zones. The fiction contest brought us more than two hundred stories, and its [winning story](entry:fiction/inheritance-protocol) is still one of our most-read pages. Four new contributors joined us this year, and the podcast reached its second season and kept going.',
      'We have also made mistakes. We published too few reviews of work in translation, and we were slow to add transcripts to the podcast. Both are fixed or being fixed, and we are grateful to the readers who told us plainly.',
      '## Next year',
      '- A second fiction contest, with a category for stories under a thousand words.\n- A monthly column on science fiction from outside the English-speaking world.\n- More essays in the spirit of [The Carrier Bag and the Starship](entry:discussions/the-carrier-bag-and-the-starship): less about heroes, more about everyone else on board.',
      'None of this happens without you. Whether you read one article a year or come to every meeting, thank you for pulling up a chair.',
    ],
  },
];

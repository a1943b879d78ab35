/** Reviews of classic science fiction, in our own words. Original writing for this project. */
import type { ArticleSource } from '../source.ts';

export const reviews: ArticleSource[] = [
  {
    slug: 'the-left-hand-of-darkness',
    title: 'Review: The Left Hand of Darkness',
    publishDate: '2025-01-27',
    excerpt:
      "Le Guin's 1969 novel about a world without fixed sex is still the book people argue about first. It earns the argument.",
    tags: ['review', 'le guin', 'novel', 'gender'],
    seoTitle: 'The Left Hand of Darkness review: gender, trust and ice',
    seoDescription:
      'Our review of the 1969 novel: its ambisexual people of Gethen, its famous pronoun problem and its long walk across the ice.',
    body: [
      '*The Left Hand of Darkness* follows Genly Ai, an envoy sent to the cold planet Gethen to invite it into an interplanetary league. The Gethenians are neither men nor women for most of their lives; they take on a sex only for a few days each month, and which one is not fixed. Genly, who thinks of himself as unremarkably male, keeps trying to sort everyone he meets into categories that do not fit.',
      '## What works',
      'The novel is patient. Its politics unfold through dinners, rumours and misread gestures, and its centre is a long crossing of a glacier that turns two wary strangers into something like family. It is one of the finest examples of what we called the [carrier-bag story](entry:discussions/the-carrier-bag-and-the-starship): the plot is a journey, but what it carries is a relationship.',
      '!asset:nebula-nursery',
      '## What has aged',
      'Le Guin herself later questioned her use of "he" for all Gethenians, and readers today will notice how often the people of the planet are described in masculine terms. The book asks a radical question in a cautious voice. That tension is part of why it still rewards discussion.',
      '**Verdict:** essential, and best read with a friend to argue with. Our [editor explained](entry:post/a-note-from-the-editor) why it is the first book on our shelf.',
    ],
  },
  {
    slug: 'alien-1979',
    title: 'Review: Alien (1979)',
    publishDate: '2025-06-02',
    excerpt:
      'A haunted-house film set on a cargo ship, and one of the first blockbusters to let a working woman be the one who survives by thinking.',
    tags: ['review', 'film', 'horror'],
    body: [
      "Ridley Scott's *Alien* begins with a crew of tired workers woken early from cold sleep to answer a distress signal. They complain about pay. They eat breakfast. The film takes its time making the ship feel like a workplace, which is exactly why what follows is so frightening.",
      'Ellen Ripley, played by Sigourney Weaver, is not introduced as the hero. She is a warrant officer who insists on following quarantine procedure and is overruled. The film quietly builds its case that the person who respects the rules, and reads the situation carefully, is the one worth listening to.',
      '## The body horror question',
      'Much has been written about the film as a nightmare of unwanted pregnancy, with its parasitic creature and its invasive, sexualised designs. The threat is aimed at every body on board, not only at the women, which gives the horror a strange equality.',
      'The corporation behind the mission treats the crew as expendable, and the twist about who serves the company still lands. The film is as much about labour as it is about monsters.',
      '**Verdict:** a landmark, still tense, and a key text for anyone interested in action heroines.',
    ],
  },
];

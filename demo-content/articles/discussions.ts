/** Essays. Original writing for this project. */
import type { ArticleSource } from '../source.ts';

export const discussions: ArticleSource[] = [
  {
    slug: 'the-carrier-bag-and-the-starship',
    title: 'The Carrier Bag and the Starship',
    publishDate: '2025-01-14',
    excerpt:
      'Most space stories are shaped like a spear: one hero, one target, one strike. What happens when we tell them shaped like a bag instead?',
    tags: ['essay', 'le guin', 'storytelling'],
    seoTitle: 'The Carrier Bag and the Starship: rethinking the hero in science fiction',
    seoDescription:
      'An essay on container-shaped stories, Le Guin and why space opera does not need a lone hero.',
    body: [
      'Think of the classic space adventure. A ship, a captain, a threat, a final battle. The plot moves like a thrown spear, and everything that is not the spear (the cook, the doctor, the people back home) becomes scenery. It is a thrilling shape. It is also a narrow one.',
      '## A story that holds things',
      '[Ursula K. Le Guin](https://en.wikipedia.org/wiki/Ursula_K._Le_Guin) famously proposed that the first human tool may not have been the weapon but the container: the sling, the basket, the bag that lets you gather and carry and share. A story built like that is not a line but a vessel. It holds many people, many small events, and it does not need a single climax to be worth telling.',
      '!asset:orbit-diagram',
      'When we read feminist science fiction with this in mind, a pattern appears. The interesting action often happens in the gathering: negotiating, raising children, keeping records, repairing machines, holding a community together through a long winter. *The Left Hand of Darkness* is a journey across ice, but what it carries is a slowly built trust between two people who do not understand each other. Our [review of the novel](entry:reviews/the-left-hand-of-darkness) looks at that in more detail.',
      '> A starship is already a carrier bag. The question is whether the story notices everyone inside it.',
      'None of this means the spear has to go. Battles and chases are fun, and many great feminist stories use them. But it is worth asking, every time we open a book or press play: whose labour is this story carrying, and whose is it quietly throwing away?',
    ],
  },
  {
    slug: 'who-gets-to-fly-the-ship',
    title: 'Who Gets to Fly the Ship?',
    publishDate: '2025-03-09',
    excerpt:
      'The pilot seat is the most visible chair on any bridge. Looking at who sits in it tells us a lot about what a story thinks competence looks like.',
    tags: ['essay', 'representation'],
    body: [
      'In older space films the pilot is often the swaggering one: quick hands, quicker mouth, a little reckless. For decades that chair was nearly always filled by a man, and the women on board were scientists, nurses or communications officers. Useful, but not steering.',
      'That has changed, and the change is worth looking at closely rather than simply applauding. When a woman takes the controls in a modern story, what kind of pilot is she allowed to be? A few patterns keep returning:',
      '- **The exception.** She is the best because she is the only one, and the story makes a point of how unusual she is.\n- **The cold professional.** She is allowed to be competent as long as she is not also warm, funny or messy.\n- **The ordinary expert.** She flies the ship because that is her job, and nobody in the story finds it remarkable.',
      'The third pattern is the rarest and the most radical. It treats competence as something that does not need to be explained. The 1979 film *Alien* is interesting here: the crew is a workplace before it is a battlefield, and the person who ends up in charge gets there through procedure and nerve rather than destiny.',
      '!entry:reviews/alien-1979',
      'Representation is not only about who is in the chair. It is about whether the story needs to apologise for her being there.',
    ],
  },
  {
    slug: 'mothers-in-the-machine',
    title: 'Mothers in the Machine',
    publishDate: '2025-05-22',
    excerpt:
      'Artificial wombs, cloned daughters, ships that raise their crews: science fiction keeps returning to reproduction, and it rarely does so by accident.',
    tags: ['essay', 'reproduction', 'technology', 'bodies'],
    body: [
      'Science fiction has always been interested in how people are made. Sometimes the interest is gleeful and mechanical, with rows of tanks and humming machines. Sometimes it is frightening, and the genre becomes a way to talk about who controls bodies and why.',
      '## Technology as a question, not an answer',
      'Shulamith Firestone argued in 1970 that freeing women might require freeing reproduction from the body altogether. Marge Piercy took the idea seriously in *Woman on the Edge of Time*, imagining a future where children are gestated outside anyone and raised by three chosen parents of any gender. The book does not pretend the change is painless. Its narrator feels the loss of something even as she sees what is gained.',
      'Other writers went the opposite way. In dystopias of enforced birth, the technology is often old rather than new: laws, rituals and surveillance. The horror is not that the future invents new machines but that it reuses the oldest one, which is control over who may have children and who must.',
      '> Every story about a birth machine is also a story about who gets to press the buttons.',
      'Reading these books side by side is a useful exercise. Ask of each one: who chooses, who carries, who raises, and who profits? The answers say more about the present the book was written in than about any future it describes.',
    ],
  },
  {
    slug: 'utopia-is-a-verb',
    title: 'Utopia Is a Verb',
    publishDate: '2025-08-03',
    excerpt:
      'Feminist utopias are often dismissed as dull places where nothing happens. The best of them are busy construction sites.',
    tags: [],
    body: [
      '# Utopia Is a Verb',
      'A common complaint about utopian fiction is that it is boring: a tour guide walks a visitor around a perfect city, and everyone is nice. That criticism misses what the strongest feminist utopias actually do.',
      '## Not a place but a practice',
      'The word utopia is a pun on "no place" and "good place". Feminist writers have tended to treat it as a process instead: a society that is always arguing with itself about how to be better.',
      '### The ambiguous kind',
      'Le Guin subtitled *The Dispossessed* "an ambiguous utopia" for a reason. Its anarchist moon has abolished property and gendered work, and it still suffers from drought, conformity and petty power. The book loves the place and refuses to flatter it.',
      '#### The early experiments',
      "Charlotte Perkins Gilman's *Herland* (1915) is much more of a guided tour, and it shows its age, especially in its assumptions about race and motherhood. It is still worth reading as a snapshot of what one reformer thought could be fixed, and what she could not see.",
      '##### Why it matters now',
      'We are surrounded by stories of collapse. Utopias, even flawed ones, train the imagination to picture alternatives and to ask how we would get there.',
      '###### Further reading on this site',
      'See our list of [utopias and dystopias to read in pairs](entry:recommendations/utopias-and-dystopias-in-pairs).',
    ],
  },
  {
    slug: 'the-alien-as-mirror',
    title: 'The Alien as Mirror',
    publishDate: '2025-11-18',
    excerpt:
      'Aliens in science fiction are rarely about aliens. Often they are about how a culture sees women, strangers and anyone it has decided is other.',
    tags: ['essay', 'otherness'],
    seoTitle: 'The Alien as Mirror: otherness, gender and first contact',
    body: [
      'Pick any era of science fiction and look at its aliens, and you will learn what that era was afraid of. Invading hordes, cold intellects, seductive shape-changers, devouring queens: the monsters have a habit of carrying the features a culture already projected onto women and outsiders.',
      'Feminist writers have turned this around in several ways. Some make the alien the point of view, so the reader is the stranger. Some imagine aliens whose gender or family structure simply does not map onto ours and then watch the human characters struggle. Octavia Butler did something stranger still in her short story "Bloodchild", where the relationship between humans and their alien hosts is at once a partnership, a dependency and a kind of pregnancy that crosses every expected line.',
      '## Questions to ask of any alien',
      '- Is it coded as feminine, and if so, is that coding treated as a threat?\n- Does it get an interior life, or only a function in the plot?\n- Does the story let it be understood, or only defeated?',
      'The most generous first-contact stories end with a translation rather than a victory. That is a small shift in plot, and a large shift in values.',
    ],
  },
  {
    slug: 'who-does-the-dishes-on-the-generation-ship',
    title: 'Who Does the Dishes on the Generation Ship?',
    publishDate: '2026-02-27',
    excerpt:
      'A ship that travels for centuries needs cooks, teachers, nurses and cleaners. Science fiction has not always wanted to look at them.',
    tags: ['essay', 'care work'],
    body: [
      'A generation ship is a wonderful thought experiment. Seal a few thousand people in a metal shell for three hundred years and see what society they build. The interesting question is rarely the engine. It is the laundry.',
      'Every closed world depends on maintenance. Someone grows the food, someone cleans the filters, someone teaches the children what a sky was. In a great deal of classic science fiction this work is either automated out of sight or assigned, without comment, to women in the background.',
      'Recent stories have started to bring that labour into the foreground. When care work becomes the plot, the tension changes. A broken water recycler can be as gripping as a hostile fleet, because it asks who will fix it, who will be blamed, and who will go thirsty first.',
      '> The future will still need someone to change the sheets. The question is whether she gets a name.',
      "The next time you read a story set on a ship, count the characters whose jobs you can name. Then count whose meals you see cooked. The gap between the two numbers is the story's blind spot.",
    ],
  },
  {
    slug: 'beyond-the-bechdel-test',
    title: 'Beyond the Bechdel Test',
    excerpt:
      'The Bechdel test is a useful smoke alarm, not a verdict. Here are some other questions we bring to every book and film we cover.',
    tags: ['essay', 'criticism', 'method'],
    body: [
      'The Bechdel test asks three things of a story: are there two named women, do they talk to each other, and do they talk about something other than a man? It began as a joke in a comic strip and became one of the most quoted tools in popular criticism. It is a good smoke alarm. It is not a fire inspection.',
      'Plenty of films pass it with a two-line exchange and still treat every woman as scenery. Some of the most thoughtful stories fail it because they have a small cast or a single narrator. So at Galactic Quandaries we use it alongside a handful of other questions:',
      '1. Does any woman make a decision that changes the plot?\n2. Is her competence shown, or only described?\n3. Does she have a want that has nothing to do with romance?\n4. Are women of different ages, bodies and backgrounds present, or only one type?\n5. When she is hurt, is it her story, or a motive for someone else?',
      'No checklist replaces reading closely. But questions like these help us notice patterns across many works, which is exactly where structural problems hide.',
      'This piece is a living document and has no fixed date: we update it as our methods change.',
    ],
  },
];

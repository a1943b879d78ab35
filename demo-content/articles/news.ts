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
      "Why another magazine? Because the conversation about science fiction and feminism is lively but scattered across forums, podcasts and private group chats. We wanted a place that keeps the best of it, where an essay from last year is as easy to find as this morning's news, and where disagreement is welcome as long as it is generous.",
      'Our contributors are readers first. Some are critics and teachers, some are students, and at least one is a retired engineer with strong opinions about orbital mechanics. What they share is curiosity.',
      'We are reader-funded and ad-light. If you want to help, the easiest thing you can do is tell a friend, or subscribe to the newsletter at the bottom of every page.',
    ],
  },
  {
    slug: 'monthly-reading-circle-launches',
    title: 'Our Monthly Reading Circle Launches in February',
    publishDate: '2025-02-17',
    excerpt:
      'Starting this month, readers can join an online discussion of one classic or new book every first Sunday. Here is how it works.',
    tags: ['community', 'reading circle'],
    seoDescription:
      'Join the Galactic Quandaries reading circle: one book a month, online, with a printable question guide.',
    body: [
      'The most common request in our inbox since launch has been simple: "Can we talk about these books together?" Yes, you can.',
      'From this month, Galactic Quandaries hosts a **reading circle** on the first Sunday of every month. Each session lasts ninety minutes and is open to anyone, whether you finished the book, skimmed it, or only read our review on the train.',
      '## How it works',
      '- We announce the book at least four weeks ahead, in the newsletter and on this page.\n- Sessions are online, with captions switched on and a text chat for anyone who prefers not to speak.\n- A volunteer host keeps time and makes sure quieter voices get room.\n- Nobody is asked to prove they finished the book.',
      'We have prepared a one-page guide with the questions we come back to every month. Print it, scribble on it, or keep it open in a tab during the session:',
      '!asset:galactic-quandaries-reading-guide',
      "Our first book will be Ursula K. Le Guin's *The Left Hand of Darkness*, which several of our editors consider the best possible place to start arguing. If you want a head start, read [our review](entry:reviews/the-left-hand-of-darkness) first.",
      'Hosts are volunteers from our community. If you would like to host a session later in the year, write to us at the contributor address on the About page.',
    ],
  },
  {
    slug: 'short-fiction-contest-2025',
    title: 'Announcing Our First Short Fiction Contest',
    publishDate: '2025-04-12',
    excerpt:
      'We are looking for original stories of up to 3,000 words that imagine feminist futures. Entry is free and the winner will be published here.',
    tags: ['contest', 'fiction', 'call for submissions'],
    body: [
      'Galactic Quandaries is opening its first **short fiction contest**, and we want your futures.',
      'We are looking for original, unpublished science fiction stories of up to 3,000 words that engage with feminism in any way you like. That can mean a story about a revolution, or about a kitchen. It can be hopeful, angry, funny or strange. We are especially keen on stories from writers who have not been published before.',
      '## The details',
      '1. Entry is free. One story per person.\n2. Submissions open today and close at the end of July.\n3. Stories are read anonymously by a panel of three editors and two community readers.\n4. The winner is published on this site, paid our standard fiction rate, and interviewed for the podcast.\n5. Two runners-up are also offered publication.',
      'Please send your story as a plain document with no name on the manuscript itself, so the panel can read blind. Put your name and a short bio in the body of the message instead.',
      'We know contests can feel intimidating. Every entrant will receive a short personal note from one of our readers, whatever the result. That is a promise we can keep because we are small, and we intend to keep it.',
      'Questions? The contributor address on our About page reaches the whole fiction team.',
    ],
  },
  {
    slug: 'podcast-season-two',
    title: 'The Podcast Returns for a Second Season',
    publishDate: '2025-07-01',
    cover: false,
    excerpt:
      'Season two of the Galactic Quandaries podcast brings longer episodes, listener questions and a new segment on forgotten writers.',
    body: [
      'After a spring break, the Galactic Quandaries podcast returns this month with its **second season**.',
      'The first season was an experiment: twelve short conversations recorded in living rooms, each one about a single book or film. You told us you wanted more time, more voices and more of the arguments we usually cut out. Season two delivers all three.',
      '## What is new',
      '- Episodes now run about an hour, with chapters so you can skip around.\n- Every episode ends with listener questions. Send yours in through the contact address.\n- A new recurring segment, *Lost in the Stacks*, introduces writers who were popular in their day and are rarely read now.\n- Full transcripts for every episode, because audio should not be the only way in.',
      'The first episode of the season revisits *Alien* and asks what the film still has to say about work, bodies and corporations. The second is a round-table on utopian fiction, picking up threads from our essay [Utopia Is a Verb](entry:discussions/utopia-is-a-verb).',
      'The podcast remains free and supported entirely by readers and listeners. Thank you to everyone who made season one possible; we could not have done it without you.',
    ],
  },
  {
    slug: 'contest-winners-announced',
    title: 'Short Fiction Contest: The Winners',
    publishDate: '2025-10-20',
    excerpt:
      'More than two hundred stories arrived for our first contest. The panel has chosen a winner and two runners-up.',
    tags: ['contest', 'fiction'],
    body: [
      'When we announced our first short fiction contest in April, we hoped for fifty entries. We received two hundred and thirty-one, from writers in nineteen countries. Thank you, all of you.',
      'Reading them was a joy and a headache. The panel read every story blind, met four times, and argued in the best possible way. We are delighted to announce that the winning story is {{fiction/inheritance-protocol}}, a quiet and unsettling piece about a ship that must decide who inherits its memory.',
      'What struck the panel most was its restraint. It is a story about power that never raises its voice, and its ending made at least one judge go straight back to the first paragraph.',
      '## Runners-up',
      'Our two runners-up will be published over the winter. Both writers have asked us to keep their titles under wraps until then, so consider this a teaser.',
      'Here is the winning story in full:',
      '!entry:fiction/inheritance-protocol',
      'Every entrant should by now have received a personal note from one of our readers. If yours has gone astray, please write to us and we will resend it. We will run the contest again next year, and we hope you will enter again.',
    ],
  },
  {
    slug: 'new-contributors-2026',
    title: 'Welcoming Four New Contributors for 2026',
    publishDate: '2026-01-15',
    excerpt:
      'A film critic, a translator, a physics teacher and a comics artist join the magazine this year. Here is what they will be writing about.',
    tags: ['announcement', 'contributors'],
    body: [
      'A magazine is only as interesting as the people who argue in it. This year four new contributors join our pages, each bringing a different way of looking at the genre.',
      '- **Ines Halvorsen**, a film critic, will lead our screen coverage and has promised a series on space stations as workplaces.\n- **Tomasz Wielgosz-Ade**, a literary translator, will write about science fiction that reaches English late or not at all.\n- **Priya Castellanos**, a secondary-school physics teacher, will look at how stories use and misuse science, and who gets to be the scientist.\n- **June Marrow**, a comics artist, will contribute illustrated essays and the occasional cover.',
      'All four came to us through the reading circle or the fiction contest, which is exactly how we hoped new voices would arrive. The kitchen-table spirit our editor described in [her first note](entry:post/a-note-from-the-editor) is still how we work.',
      'We are still looking for more. If you have an idea for a regular column, or a single essay that will not leave you alone, write to the contributor address on the About page. We reply to everyone, even when the answer is not yet.',
      'Please give our new contributors a warm welcome. Their first pieces appear next month.',
    ],
  },
  {
    slug: 'merch-shop-opens',
    title: 'Our Merch Shop Is Open',
    publishDate: '2026-04-08',
    excerpt:
      'T-shirts, stickers and mugs designed by our contributors are now available, and every purchase helps pay writers.',
    tags: ['announcement', 'merch'],
    body: [
      'You asked, we listened: Galactic Quandaries now has a **merch shop**. Our designs are printed on demand through two independent print services, so nothing is made unless someone wants it and nothing ends up in a warehouse.',
      'The first collection includes a t-shirt celebrating pilots who were never supposed to fly, a carrier bag design inspired by one of our favourite essays, an orbit sticker pack and our logo on a range of colours. Several designs were drawn by our contributor June Marrow.',
      'Why merch? Because we pay our writers, and advertising alone will never cover that. A share of every sale goes directly into the contributor fund that pays for essays, reviews and fiction.',
      "To celebrate the launch, newsletter subscribers will find a discount code in this week's issue. It looks something like `ORBIT-2026`, but please do not try that one, it is only an example.",
      'You can find the shop from the **Merch** link at the top of every page. Thank you for supporting independent writing about the futures we want, and the ones we would rather avoid.',
    ],
  },
];

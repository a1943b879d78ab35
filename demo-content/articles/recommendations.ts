/** Reading and watch lists of classic works, described in our own words. */
import type { ArticleSource } from '../source.ts';

export const recommendations: ArticleSource[] = [
  {
    slug: 'five-novels-to-start-with',
    title: 'Five Novels to Start With',
    publishDate: '2025-02-03',
    excerpt:
      'New to feminist science fiction? These five novels are a good first shelf: different in tone, all still argued about.',
    tags: ['reading list', 'beginners', 'novels'],
    seoTitle: 'Feminist science fiction: five novels to start with',
    body: [
      'People often ask us where to begin. There is no single right answer, but these five books cover a wide range of styles and ideas, and each one has shaped the conversation that followed.',
      "1. ***The Left Hand of Darkness*** by Ursula K. Le Guin (1969). A diplomat on a planet whose people have no fixed sex. Slow, thoughtful and full of snow. See [our review](entry:reviews/the-left-hand-of-darkness).\n2. ***Kindred*** by Octavia E. Butler (1979). A modern woman is pulled back in time to a plantation. Gripping and unflinching.\n3. ***The Female Man*** by Joanna Russ (1975). Four versions of one woman from four worlds. Angry, funny and experimental.\n4. ***Woman on the Edge of Time*** by Marge Piercy (1976). A woman confined to a psychiatric hospital makes contact with a possible future. Part utopia, part warning.\n5. ***The Handmaid's Tale*** by Margaret Atwood (1985). A theocracy built on control of reproduction, told from inside.",
      'If you only read one, make it *Kindred*: it is the most immediately gripping, and it will change how you read time-travel stories forever.',
      '#### A note on difficulty',
      'The Russ is the most challenging of the five. If it frustrates you at first, try reading a chapter aloud. Its rhythms make more sense heard than skimmed.',
      'Tell us what you think in the reading circle: we will be working through all five over the year.',
    ],
  },
  {
    slug: 'classic-films-with-heroines-who-think',
    title: 'Classic Films with Heroines Who Think',
    publishDate: '2025-04-28',
    excerpt:
      'Science fiction films where women solve the problem with their heads, not just their fists. Five classics for a long weekend.',
    tags: ['watch list', 'film'],
    body: [
      'Action heroines are easy to find. Heroines whose main weapon is attention, patience or expertise are rarer. Here are five films where thinking is the plot.',
      "1. **Alien** (1979). Ripley's insistence on procedure is ignored at the start and vindicated by the end. Our [full review](entry:reviews/alien-1979) has more.\n2. **Contact** (1997). An astronomer devotes her life to listening for a signal, and then has to defend what she experienced when nobody can verify it.\n3. **Terminator 2: Judgment Day** (1991). Sarah Connor is famous for her arms, but the film's real turn comes when she decides not to kill.\n4. **Arrival** (2016). A linguist leads first contact by learning to read. One of our favourite films of the century so far.\n5. **Gravity** (2013). Almost a one-woman film: an engineer improvises her way home through a cascade of failures.",
      '#### Watching tips',
      'Watch *Contact* and *Arrival* back to back. Both are about women scientists whose evidence is doubted, and the differences in how the films resolve that doubt are fascinating.',
      'And if you watch *Alien*, pay attention to who is in the room when decisions are made, and who is not. The film is quietly precise about hierarchy.',
    ],
  },
  {
    slug: 'short-stories-to-read-in-an-evening',
    title: 'Short Stories to Read in an Evening',
    publishDate: '2025-06-19',
    excerpt:
      'Not every great work is a novel. These classic short stories each take less than an hour and stay with you for years.',
    tags: ['reading list', 'short stories'],
    body: [
      "Short fiction has always been where science fiction experiments most freely, and many of the genre's sharpest feminist works are short stories. All of these are widely anthologised and easy to find.",
      '1. **"The Women Men Don\'t See"** by James Tiptree Jr. (1973). Two women quietly decide they would rather take their chances with the unknown than stay in a world that does not notice them. The pen name itself is part of the story\'s history.\n2. **"When It Changed"** by Joanna Russ (1972). Men arrive on a planet whose society has lived without them for generations. Told from the point of view of the people being "rescued".\n3. **"The Ones Who Walk Away from Omelas"** by Ursula K. Le Guin (1973). A short, unforgettable parable about a perfect city and its hidden cost.\n4. **"Bloodchild"** by Octavia E. Butler (1984). A young man on an alien world faces a duty that turns expectations about pregnancy and partnership inside out.\n5. **"Houston, Houston, Do You Read?"** by James Tiptree Jr. (1976). Three astronauts return to an Earth that has moved on without them.',
      '#### Why short fiction?',
      'A story this length can be read aloud in a single sitting, which makes it perfect for groups. Several of these have been reading-circle favourites precisely because everyone actually finishes them.',
      'For more on the alien encounter in "Bloodchild", see our essay [The Alien as Mirror](entry:discussions/the-alien-as-mirror).',
    ],
  },
  {
    slug: 'series-worth-a-rewatch',
    title: 'Television Series Worth a Rewatch',
    publishDate: '2025-09-14',
    excerpt:
      'Long-form television gave science fiction room to develop characters over years. Four series whose women only get more interesting on a second viewing.',
    body: [
      'A film has two hours to develop a character. A series has dozens. That extra room has produced some of the most complex women in the genre. These four series reward a rewatch.',
      '1. **Star Trek: Deep Space Nine** (1993-1999). A space station instead of a ship, which means consequences stick. Kira Nerys, a former resistance fighter turned officer, is one of the most morally complicated characters Star Trek ever wrote.\n2. **Battlestar Galactica** (2004-2009). Military science fiction in which women hold command, fly fighters and lead governments, and the show treats all of that as ordinary while saving its drama for faith, survival and politics.\n3. **Orphan Black** (2013-2017). One actress plays a whole family of clones, each a different woman, in a thriller about who owns a body.\n4. **The Expanse** (2015-2022). A sprawling solar-system drama where politicians, engineers and captains of every background share the screen.',
      '#### How to rewatch',
      'On a second viewing, follow one woman through the whole run and notice how the writing around her changes. Early seasons often give her less to do; later ones trust her with the centre of the story.',
      'Count how often she is in a scene without the lead male character. It is a simple measure, and often a telling one. Our [essay on the Bechdel test](entry:discussions/beyond-the-bechdel-test) offers a few more questions to bring along.',
    ],
  },
  {
    slug: 'gateway-books-for-young-readers',
    title: 'Gateway Books for Young Readers',
    publishDate: '2026-03-22',
    excerpt:
      'Classic science fiction and fantasy for readers aged ten and up, with girls at the centre of the adventure.',
    tags: ['reading list', 'young readers'],
    body: [
      'Many of us became readers because one book found us at the right age. If you are looking for that book for a young person in your life, these classics are a good place to start.',
      "1. ***A Wrinkle in Time*** by Madeleine L'Engle (1962). Meg Murry is awkward, stubborn and brilliant at mathematics, and she is the one who saves the universe. Few heroines have given more readers permission to be difficult.\n2. ***The Ship Who Sang*** by Anne McCaffrey (1969, stories). A girl whose body could not survive on its own becomes the mind of a starship. Its ideas about disability have been debated for decades, which makes it a good book to discuss together.\n3. ***Dragonsong*** by Anne McCaffrey (1976). A girl forbidden to make music runs away to find her own voice. Fantasy with a science-fiction backbone.\n4. ***The Giver*** by Lois Lowry (1993). Not centred on a girl, but an essential introduction to dystopia and to the idea that a community can decide what its members may feel.",
      '#### Reading together',
      'These books are more fun shared. Ask your young reader who has power in each story, and how the heroine gets some of it. The answers are often more thoughtful than any review.',
    ],
  },
  {
    slug: 'space-opera-with-heart',
    title: 'Space Opera with Heart',
    publishDate: '2026-07-30',
    excerpt:
      'Big ships, bigger empires and characters who care about each other. Four space operas that put relationships at the centre.',
    tags: ['reading list', 'space opera'],
    body: [
      'Space opera is the genre of grand scale: empires, fleets, centuries. At its best it is also intimate, because the fate of a galaxy only matters if we care about someone in it. These books get that balance right.',
      "1. ***Ancillary Justice*** by Ann Leckie (2013). The narrator was once a warship's artificial intelligence spread across many bodies and is now reduced to one. Its culture does not distinguish gender in speech, and the book uses \"she\" for everyone, which quietly rewires how you picture every scene.\n2. ***Downbelow Station*** by C. J. Cherryh (1981). A space station caught between a trading company and a rebellion, full of tired administrators and pragmatic captains, several of them women with real authority.\n3. ***Dreamsnake*** by Vonda N. McIntyre (1978). Less a fleet battle than a healer's journey across a damaged world, but with all the sweep of the form.\n4. ***The Ship Who Sang*** by Anne McCaffrey (1969). A ship with a woman's mind, and a long meditation on partnership.",
      '#### Where to begin',
      'Start with *Ancillary Justice* if you want something modern, or *Dreamsnake* if you prefer a shorter, quieter book. Both show that the genre of vast spaces is at its best when it pays attention to small kindnesses, a point our essay on [care work aboard generation ships](entry:discussions/who-does-the-dishes-on-the-generation-ship) makes too.',
    ],
  },
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

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
  {
    slug: 'kindred',
    title: 'Review: Kindred',
    publishDate: '2025-03-30',
    excerpt:
      "Octavia E. Butler's 1979 novel sends a Black woman from 1976 Los Angeles back to a Maryland plantation. It is a time-travel story with no escape hatch.",
    tags: ['review', 'butler', 'novel', 'time travel'],
    body: [
      'Dana is a writer, newly married, unpacking books in a new house, when she collapses and wakes on the bank of a river in early nineteenth-century Maryland. A white boy is drowning. She saves him. He is, she will learn, one of her own ancestors, and every time his life is in danger she will be pulled back to him.',
      '## Time travel without tourism',
      'Most time-travel stories treat the past as a museum or a puzzle. *Kindred* treats it as a place where Dana has no rights at all. Butler does not give her a gadget, a plan or a way out. She has her modern knowledge, a bag of aspirin and a growing understanding of how quickly a person can be made to accept the unacceptable.',
      "That last point is the novel's most disturbing achievement. Dana watches herself adapt. She learns which silences keep her alive. Butler shows how slavery worked not only through violence but through the slow erosion of a person's sense of what is possible, and she never lets the reader feel safely superior.",
      '## Why it belongs here',
      "Butler often said she did not think of *Kindred* as science fiction, and the time travel is never explained. But it uses the genre's central tool, the displaced observer, with a precision few books manage. It is also an essential feminist text about bodies, consent and inheritance.",
      '**Verdict:** devastating, clear-eyed and impossible to put down. Start here if you have never read Butler.',
    ],
  },
  {
    slug: 'the-female-man',
    title: 'Review: The Female Man',
    publishDate: '2025-08-25',
    excerpt:
      "Joanna Russ's 1975 novel is angry, funny, fragmented and unlike anything else on the shelf. Four women, four worlds, one furious book.",
    tags: ['review', 'russ', 'novel'],
    seoTitle: 'The Female Man by Joanna Russ: a review',
    body: [
      "*The Female Man* follows four women who are, in some sense, the same woman raised in four different worlds. Joanna lives in something like the reader's 1970s. Jeannine lives in an America where the Great Depression never ended. Janet comes from Whileaway, a future in which men died out centuries ago. Jael is an assassin from a world where the sexes are literally at war.",
      'When they meet, the novel becomes a comedy of manners, a philosophical dialogue and a howl of rage by turns. Russ switches narrators without warning, breaks into lists and monologues, and addresses the reader directly. It can be disorienting on a first read. That is partly the point: the book refuses the smooth, reassuring surface that most novels offer.',
      '## Still sharp',
      'Some of its jokes belong to their decade, and its treatment of some identities has not aged gracefully. But its central observation, that the same person becomes a different person depending on the world that shapes her, is as useful as ever. Janet, relaxed and confident in a world where nobody told her to be smaller, is one of the great characters of the genre.',
      '__Read it slowly__, and perhaps alongside a more conventional novel of the same decade. The contrast is an education.',
      '**Verdict:** demanding and exhilarating. Not a comfortable book, and not trying to be.',
    ],
  },
  {
    slug: 'parable-of-the-sower',
    title: 'Review: Parable of the Sower',
    publishDate: '2025-10-31',
    excerpt:
      "Written in 1993 and set in the 2020s, Butler's novel about climate collapse and a teenage prophet reads less like a warning every year.",
    tags: ['review', 'butler', 'dystopia', 'climate'],
    body: [
      'Lauren Olamina is fifteen and lives in a walled neighbourhood in a Southern California that is running out of water, money and patience. Outside the walls, society is coming apart. Inside, the adults hope things will go back to normal. Lauren does not think they will, and she is writing down a new set of beliefs to help her survive what comes next.',
      'She also has hyperempathy, a condition that makes her feel the pain she sees others suffer. In a violent world this is a terrible vulnerability, and Butler uses it to make every act of cruelty in the novel land with double force.',
      '## A book about building',
      'What separates *Parable of the Sower* from many collapse narratives is that it is not really about destruction. It is about a young woman assembling a community from strangers on the road: deciding whom to trust, teaching people to read, arguing about what they owe each other. The faith she invents, built around the idea that change is the one constant, is less a religion than a survival manual for adaptation.',
      'The novel is bleak in places, and its violence is direct. But its core is stubbornly hopeful in the way that only a hard-won hope can be.',
      'If you enjoyed this, our essay on [utopias that are always under construction](entry:discussions/utopia-is-a-verb) makes a good companion.',
      '**Verdict:** urgent, harrowing and necessary.',
    ],
  },
  {
    slug: 'arrival',
    title: 'Review: Arrival (2016)',
    publishDate: '2026-01-29',
    excerpt:
      'A first-contact film where the hero is a linguist and the climax is a conversation. It is one of the best science fiction films of its decade.',
    tags: ['review', 'film', 'first contact', 'language'],
    body: [
      '*Arrival*, directed by Denis Villeneuve and adapted from Ted Chiang\'s novella "Story of Your Life", begins with twelve alien vessels hovering above the Earth. The military wants to know what the visitors want. To find out, it recruits Louise Banks, a linguistics professor played by Amy Adams.',
      '## Listening as action',
      'The film makes a bold bet: that the patient work of translation can carry the same suspense as a battle. Louise sets up whiteboards, writes simple words, tries to establish what the visitors mean by "you" and "we". Meanwhile the world\'s governments grow impatient and frightened, and the question becomes whether understanding can arrive before violence does.',
      'It is striking how rarely a blockbuster gives its central woman a job that is not fighting, and then treats that job as the most important thing happening on the planet. The soldiers and physicists around Louise are competent; she is the one who changes the outcome.',
      '!asset:twin-worlds',
      '## Grief and choice',
      "Without spoiling the structure, the film is also about a mother's knowledge of loss and her decision to love anyway. Some viewers find its final turn manipulative. We find it generous: a story about choosing a life knowing exactly what it will cost.",
      '**Verdict:** intelligent, moving and beautifully restrained. One of the rare films we recommend watching twice.',
    ],
  },
  {
    slug: 'the-handmaids-tale',
    title: "Review: The Handmaid's Tale",
    publishDate: '2026-05-17',
    excerpt:
      "Margaret Atwood's 1985 novel is quoted on protest signs around the world. Reread now, its quietest passages are the most frightening.",
    tags: ['review', 'atwood', 'dystopia'],
    body: [
      'In the Republic of Gilead, a theocratic regime that has seized part of the former United States, fertile women are assigned to the households of powerful men to bear children for them. The narrator, known only by a name that marks her as property, tells her story in a flat, careful voice that keeps slipping into memories of the life she had before.',
      '## The ordinary machinery',
      "The book's lasting power comes from how unspectacular its horror often is. Gilead is built out of rules about clothing, shopping, reading and speech. The narrator remembers the moment her bank account was frozen and her job disappeared, and how the people around her kept hoping it would all blow over. Atwood insisted that she included nothing that had not happened somewhere in history, and the novel feels assembled rather than invented.",
      '## What the book knows about complicity',
      'The regime needs the cooperation of women to function: the Aunts who train the handmaids, the Wives who run the households. The novel is unsparing about how power recruits people to police one another, and about how small acts of privacy and memory become forms of resistance.',
      'Its famous epilogue, which reframes everything that came before, is worth reading closely. It asks who gets to tell history, and how easily suffering becomes an academic curiosity.',
      '**Verdict:** a modern classic that has only grown more pointed. Pair it with a utopia, as we suggest in our [reading pairs](entry:recommendations/utopias-and-dystopias-in-pairs).',
    ],
  },
];

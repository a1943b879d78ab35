/** Original short fiction written for this project. */
import type { ArticleSource } from '../source.ts';

export const fiction: ArticleSource[] = [
  {
    slug: 'salt-and-signal',
    title: 'Salt and Signal',
    publishDate: '2025-05-05',
    cover: false,
    excerpt:
      'On a drowned coast, a radio operator listens for a voice she was told to stop waiting for.',
    body: [
      'Every evening at six, Nnenna climbed the lighthouse stairs with a thermos of tea and turned on the radio that should not have worked anymore.',
      'The tide had taken the town forty years ago. What was left was the tower, a ring of salt-stained solar panels and a receiver her grandmother had rebuilt twice. The council said listening was a waste of power. Nnenna said power was for wasting on the right things.',
      '---',
      'For eleven years the static said nothing. Then, on a night with no moon, it said her name.',
      "Not her name exactly. A call sign that matched the one written on the inside of the radio case in her grandmother's careful capitals: `GQ-7 LISTENING`. The voice on the other end was tired and young and asked whether anyone on the old coast was still receiving.",
      '"Receiving," Nnenna said, and her own voice cracked on it.',
      '---',
      'They talked until the batteries ran low. The voice belonged to a woman on a floating farm three hundred kilometres north, one of six that had drifted together after the storms and tied themselves into a raft of a town. They had seeds. They needed salt-hardy varieties. They had been broadcasting for years, too, into a silence that had been listening all along.',
      'In the morning Nnenna went down to the council and put the notebook on the table. It held frequencies, times, a list of crops. "Power," she said, "is for wasting on the right things."',
      'The council voted to build a second antenna.',
    ],
  },
];

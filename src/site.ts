/**
 * The publication's own constants: the one place to edit names, links and embeds.
 * Nothing here depends on the content service.
 */

export const SITE = {
  title: 'Galactic Quandaries',
  shortTitle: 'Quandaries',
  tagline:
    'The author travels the galaxy in search of quandaries and parallels between feminism and popular culture.',
  description:
    'Discussions, news, recommendations, reviews and original fiction on science fiction and feminism.',
  /** Appended to page titles that have no SEO title of their own. */
  titleSuffix: ' | Galactic Quandaries',
  contactEmail: 'hello@galacticquandaries.example',
  contributorEmail: 'contribute@galacticquandaries.example',
  themeColor: '#3b2a6b',
  backgroundColor: '#0f0c1d',
} as const;

/** The four social platforms, in header order. */
export const SOCIAL_LINKS = [
  { label: 'Instagram', kind: 'photo', href: 'https://www.instagram.com/galacticquandaries' },
  { label: 'YouTube', kind: 'video', href: 'https://www.youtube.com/@galacticquandaries' },
  { label: 'Patreon', kind: 'patron', href: 'https://www.patreon.com/galacticquandaries' },
  { label: 'Facebook', kind: 'social', href: 'https://www.facebook.com/galacticquandaries' },
] as const;

export const VIDEO_CHANNEL_URL = SOCIAL_LINKS[1].href;
export const PATREON_URL = SOCIAL_LINKS[2].href;

export const MERCH_STORES = {
  teepublic: {
    label: 'Buy Merch on TeePublic',
    href: 'https://www.teepublic.com/stores/galactic-quandaries',
  },
  redbubble: {
    label: 'Buy Merch on Redbubble',
    href: 'https://www.redbubble.com/people/galacticquandaries/shop',
  },
} as const;

/** Six featured videos on the home page (YouTube ids, played through the privacy-enhanced host). */
export const FEATURED_VIDEOS = [
  { id: 'Qx1aNs0Kp3E', title: 'Why the Bechdel test fails in space' },
  { id: 'M7dTzV2cWbQ', title: 'Ursula K. Le Guin and the carrier bag of fiction' },
  { id: 'h4Ry8pLfJ0s', title: 'Ripley, Sarah Connor and the action mother' },
  { id: 'bN3kW9eTq5A', title: 'Octavia Butler: parables for now' },
  { id: 'Zc6uY2mHs8D', title: 'The women of Deep Space Nine' },
  { id: 'tP0oG5vXe1L', title: 'Reading the Handmaid\u2019s Tale in 2026' },
] as const;

export const youtubeEmbedUrl = (id: string) => `https://www.youtube-nocookie.com/embed/${id}`;
export const youtubeThumbUrl = (id: string) => `https://i.ytimg.com/vi/${id}/hqdefault.jpg`;

export const PODCAST = {
  title: 'The Galactic Quandaries Podcast',
  streamingUrl: 'https://open.spotify.com/show/galacticquandaries',
  streamingLabel: 'Spotify',
  /** Embedded audio player (iframe). */
  embedUrl: 'https://open.spotify.com/embed/show/galacticquandaries',
} as const;

/** The footer's single 728x90 frame from the affiliate ad network. */
export const AD_FRAME = {
  src: 'https://ad.a-ads.com/2417532?size=728x90',
  width: 728,
  height: 90,
  title: 'Advertisement',
} as const;

export interface MerchProduct {
  title: string;
  imageUrl: string;
  productUrl: string;
}

const merch = (store: string, slug: string, title: string): MerchProduct => ({
  title,
  imageUrl: `/merch/${slug}.webp`,
  productUrl:
    store === 'teepublic'
      ? `https://www.teepublic.com/t-shirt/${slug}`
      : `https://www.redbubble.com/i/t-shirt/${slug}`,
});

/** Eight featured products of each store. Images ship in public/merch. */
export const FEATURED_MERCH: Record<keyof typeof MERCH_STORES, MerchProduct[]> = {
  teepublic: [
    merch('teepublic', 'nevertheless-she-piloted', 'Nevertheless, She Piloted'),
    merch('teepublic', 'carrier-bag-theory', 'Carrier Bag Theory'),
    merch('teepublic', 'the-future-is-intersectional', 'The Future Is Intersectional'),
    merch('teepublic', 'mothership-of-invention', 'Mothership of Invention'),
    merch('teepublic', 'read-butler', 'Read Butler'),
    merch('teepublic', 'galactic-quandaries-logo', 'Galactic Quandaries Logo'),
    merch('teepublic', 'xenofeminist-manifesto', 'Xenofeminist Reading Club'),
    merch('teepublic', 'space-is-for-everyone', 'Space Is for Everyone'),
  ],
  redbubble: [
    merch('redbubble', 'quandary-nebula', 'Quandary Nebula'),
    merch('redbubble', 'parallel-worlds', 'Parallel Worlds'),
    merch('redbubble', 'lady-of-the-lasers', 'Lady of the Lasers'),
    merch('redbubble', 'ansible-static', 'Ansible Static'),
    merch('redbubble', 'left-hand-of-darkness', 'Left Hand of Darkness Fan Club'),
    merch('redbubble', 'ship-who-sang', 'The Ship Who Sang'),
    merch('redbubble', 'mind-the-gender-gap', 'Mind the Gender Gap'),
    merch('redbubble', 'orbit-sticker', 'Orbit Sticker Pack'),
  ],
};

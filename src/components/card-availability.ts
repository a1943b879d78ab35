/**
 * Whether a card's article can be opened right now, told to every card grid from above: the rule
 * (what is on the device, whether the network is there) is a feature's business, the cards only
 * show its answer. Without a provider every card opens, as online.
 */
import { createContext } from 'react';

export interface CardAvailability {
  isReadable: (item: { contentType: string; slug: string }) => boolean;
  /** Leave out the cards that cannot be opened (the "Available offline" filter). */
  onlyReadable: boolean;
}

export const ALL_READABLE: CardAvailability = { isReadable: () => true, onlyReadable: false };

export const CardAvailabilityContext = createContext<CardAvailability>(ALL_READABLE);

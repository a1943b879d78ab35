/**
 * Marks the file URLs of a preview answer so the service worker never caches them: a draft's image
 * may belong to an asset that was never published, and preview data must not outlive the tab.
 */
import { markPreviewUrl } from '../shared/preview-mark.ts';

/**
 * Every `url` field of the normalised content shapes is a file's URL (an asset's), wherever it sits:
 * a card's image, a hero, an asset embedded in rich text. Marking them all here, where preview data
 * enters the page, covers every place that renders one. Links in rich text keep their own `uri`.
 */
export function markDraftFiles<T>(data: T): T {
  return mark(data) as T;
}

function mark(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(mark);
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value))
    out[key] = key === 'url' && typeof inner === 'string' ? markPreviewUrl(inner) : mark(inner);
  return out;
}

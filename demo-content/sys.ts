/** The `sys` blocks of a space export, shaped like `contentful space export` writes them. */

export const SPACE_ID = 'gqdemospace1';
const EDITOR_USER = '1gqEditorUser0000000001';

export const linkTo = (linkType: string, id: string) => ({ sys: { type: 'Link', linkType, id } });

export interface Timeline {
  createdAt: string;
  updatedAt: string;
  /** How many times the item was published; the export shows version = publishedVersion + 1. */
  publishedCounter: number;
}

/** Created shortly before publishing, last edited a few days later; all deterministic. */
export function timeline(
  publishDate: string | undefined,
  fallback: string,
  edits: number,
): Timeline {
  const base = new Date(`${publishDate ?? fallback}T08:30:00.000Z`).getTime();
  const created = new Date(base - 3 * 86400000);
  const updated = new Date(base + (edits - 1) * 2 * 86400000 + 3600000);
  return {
    createdAt: created.toISOString(),
    updatedAt: updated.toISOString(),
    publishedCounter: edits,
  };
}

export function sysFor(
  type: 'Entry' | 'Asset' | 'ContentType',
  id: string,
  t: Timeline,
  contentType?: string,
) {
  const version = t.publishedCounter * 2 + 1;
  return {
    space: linkTo('Space', SPACE_ID),
    id,
    type,
    createdAt: t.createdAt,
    updatedAt: t.updatedAt,
    createdBy: linkTo('User', EDITOR_USER),
    updatedBy: linkTo('User', EDITOR_USER),
    publishedCounter: t.publishedCounter,
    version,
    publishedBy: linkTo('User', EDITOR_USER),
    publishedVersion: version - 1,
    firstPublishedAt: new Date(new Date(t.createdAt).getTime() + 3 * 86400000).toISOString(),
    publishedAt: t.updatedAt,
    ...(contentType ? { contentType: linkTo('ContentType', contentType) } : {}),
  };
}

export const LOCALES = [
  {
    name: 'English (United States)',
    code: 'en-US',
    fallbackCode: null,
    default: true,
    contentManagementApi: true,
    contentDeliveryApi: true,
    optional: false,
    sys: {
      type: 'Locale',
      id: '0gqLocaleEnUs000000001',
      version: 1,
      space: linkTo('Space', SPACE_ID),
      createdBy: linkTo('User', EDITOR_USER),
      createdAt: '2024-12-01T09:00:00Z',
      updatedBy: linkTo('User', EDITOR_USER),
      updatedAt: '2024-12-01T09:00:00Z',
    },
  },
];

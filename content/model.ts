/** The content model of SPEC §3 as content types and editor interfaces of the export. */
import type { ContentTypeId } from './source.ts';
import { linkTo, sysFor, timeline } from './sys.ts';

interface FieldSpec {
  id: string;
  name: string;
  type: 'Symbol' | 'Text' | 'Date' | 'RichText' | 'Link' | 'Array';
  required?: boolean;
  linkType?: 'Asset';
  items?: { type: 'Symbol'; validations: [] };
  widget: string;
}

const f = (
  id: string,
  name: string,
  type: FieldSpec['type'],
  widget: string,
  extra: Partial<FieldSpec> = {},
): FieldSpec => ({ id, name, type, widget, ...extra });

const ARTICLE_FIELDS: FieldSpec[] = [
  f('title', 'Title', 'Symbol', 'singleLine', { required: true }),
  f('urlSlug', 'URL Slug', 'Symbol', 'slugEditor'),
  f('slug', 'Slug', 'Symbol', 'slugEditor'),
  f('publishDate', 'Publish Date', 'Date', 'datePicker'),
  f('excerpt', 'Excerpt', 'Text', 'multipleLine'),
  f('featuredImage', 'Featured Image', 'Link', 'assetLinkEditor', { linkType: 'Asset' }),
  f('body', 'Body', 'RichText', 'richTextEditor'),
  f('tags', 'Tags', 'Array', 'tagEditor', { items: { type: 'Symbol', validations: [] } }),
  f('seoTitle', 'SEO Title', 'Symbol', 'singleLine'),
  f('seoDescription', 'SEO Description', 'Text', 'multipleLine'),
];

const POST_FIELDS: FieldSpec[] = [
  f('title', 'Title', 'Symbol', 'singleLine', { required: true }),
  f('slug', 'Slug', 'Symbol', 'slugEditor'),
  f('author', 'Author', 'Symbol', 'singleLine'),
  f('publishDate', 'Publish Date', 'Date', 'datePicker'),
  f('content', 'Content', 'RichText', 'richTextEditor'),
  f('featuredImage', 'Featured Image', 'Link', 'assetLinkEditor', { linkType: 'Asset' }),
];

const TYPES: Array<{ id: ContentTypeId; name: string; description: string; fields: FieldSpec[] }> =
  [
    {
      id: 'discussions',
      name: 'Discussions',
      description: 'Essays and discussion pieces.',
      fields: ARTICLE_FIELDS,
    },
    {
      id: 'news',
      name: 'News',
      description: 'Magazine and community news.',
      fields: ARTICLE_FIELDS,
    },
    {
      id: 'recommendations',
      name: 'Recommendations',
      description: 'Reading and watch lists.',
      fields: ARTICLE_FIELDS,
    },
    {
      id: 'reviews',
      name: 'Reviews',
      description: 'Reviews of books, films and series.',
      fields: ARTICLE_FIELDS,
    },
    {
      id: 'fiction',
      name: 'Fiction',
      description: 'Original short fiction.',
      fields: ARTICLE_FIELDS,
    },
    {
      id: 'post',
      name: 'Post',
      description: 'General posts by contributors.',
      fields: POST_FIELDS,
    },
  ];

const MODEL_TIME = timeline(undefined, '2024-12-02', 3);

export const contentTypes = () =>
  TYPES.map((t) => ({
    sys: sysFor('ContentType', t.id, MODEL_TIME),
    displayField: 'title',
    name: t.name,
    description: t.description,
    fields: t.fields.map(({ id, name, type, required, linkType, items }) => ({
      id,
      name,
      type,
      ...(linkType ? { linkType } : {}),
      ...(items ? { items } : {}),
      localized: false,
      required: required ?? false,
      validations: [],
      disabled: false,
      omitted: false,
    })),
  }));

export const editorInterfaces = () =>
  TYPES.map((t) => {
    const { space, createdAt, createdBy, updatedAt, updatedBy } = sysFor(
      'ContentType',
      t.id,
      MODEL_TIME,
    );
    return {
      controls: t.fields.map((field) => ({ fieldId: field.id, widgetId: field.widget })),
      sys: {
        id: 'default',
        type: 'EditorInterface',
        version: 4,
        createdAt,
        createdBy,
        space,
        contentType: linkTo('ContentType', t.id),
        updatedAt,
        updatedBy,
      },
    };
  });

/** Shapes of a `contentful space export` file, as far as the local CDA reads them. */

export interface LinkSys {
  type: 'Link';
  linkType: string;
  id: string;
}

export interface RawSys {
  id: string;
  type: string;
  createdAt?: string;
  updatedAt?: string;
  firstPublishedAt?: string;
  publishedAt?: string;
  publishedVersion?: number;
  publishedCounter?: number;
  archivedVersion?: number;
  contentType?: { sys: LinkSys };
  space?: { sys: LinkSys };
  [key: string]: unknown;
}

/** An entry or asset: every field value is keyed by locale code. */
export interface RawEntity {
  sys: RawSys;
  fields: Record<string, Record<string, unknown>>;
  metadata?: { tags?: unknown[]; [key: string]: unknown };
}

export interface RawContentType {
  sys: RawSys;
  name?: string;
  displayField?: string;
  description?: string;
  fields: Array<{ id: string; omitted?: boolean; [key: string]: unknown }>;
}

export interface RawLocale {
  code: string;
  name?: string;
  default?: boolean;
  fallbackCode?: string | null;
  sys?: RawSys;
}

export interface SpaceExport {
  contentTypes: RawContentType[];
  entries: RawEntity[];
  assets: RawEntity[];
  locales: RawLocale[];
}

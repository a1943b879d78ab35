/**
 * The demo export's content types and editor interfaces, taken from demo-content/model.json: the model
 * file a new space imports is the one the demo content is generated against, so the two cannot drift.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { linkTo, sysFor, timeline } from './sys.ts';

export interface ModelField {
  id: string;
  name: string;
  type: string;
  linkType?: string;
  items?: { type: string; linkType?: string; validations?: unknown[] };
  localized?: boolean;
  required?: boolean;
  validations?: unknown[];
  disabled?: boolean;
  omitted?: boolean;
}

export interface ModelContentType {
  sys: { id: string; type: 'ContentType'; publishedVersion?: number };
  name: string;
  description?: string;
  displayField?: string;
  fields: ModelField[];
}

export interface ModelEditorInterface {
  sys: { contentType: { sys: { id: string } } };
  controls: Array<{ fieldId: string; widgetId?: string; [key: string]: unknown }>;
}

/** The file's shape: what `contentful-import --content-file` reads for a content model. */
export interface ContentModel {
  contentTypes: ModelContentType[];
  editorInterfaces: ModelEditorInterface[];
}

export const MODEL_PATH = fileURLToPath(new URL('./model.json', import.meta.url));

export function readModel(path: string = MODEL_PATH): ContentModel {
  return JSON.parse(readFileSync(path, 'utf8')) as ContentModel;
}

const MODEL_TIME = timeline(undefined, '2024-12-02', 3);

export const contentTypes = (model: ContentModel = readModel()) =>
  model.contentTypes.map((ct) => ({
    sys: sysFor('ContentType', ct.sys.id, MODEL_TIME),
    displayField: ct.displayField,
    name: ct.name,
    description: ct.description,
    fields: ct.fields,
  }));

export const editorInterfaces = (model: ContentModel = readModel()) =>
  model.editorInterfaces.map((ei) => {
    const id = ei.sys.contentType.sys.id;
    const { space, createdAt, createdBy, updatedAt, updatedBy } = sysFor(
      'ContentType',
      id,
      MODEL_TIME,
    );
    return {
      controls: ei.controls,
      sys: {
        id: 'default',
        type: 'EditorInterface',
        version: 4,
        createdAt,
        createdBy,
        space,
        contentType: linkTo('ContentType', id),
        updatedAt,
        updatedBy,
      },
    };
  });

/**
 * Checks, before anything is rendered, that the space (or the export the local cloud serves) has the
 * content model the site reads: the six content types and their fields of demo-content/model.json.
 * It asks the CDA's `/content_types`, so a real space and the local cloud are checked the same way.
 * Extra content types and fields are fine; missing ones would only show up later as an unreadable
 * answer.
 */
import { relative } from 'node:path';
import {
  MODEL_PATH,
  readModel,
  type ContentModel,
  type ModelField,
} from '../demo-content/model.ts';
import { readConfig, type ContentfulSettings } from '../src/lib/config.ts';
import {
  fetchContentTypes,
  ModelCheckError,
  type DeliveredContentType,
  type DeliveredField,
} from './model-fetch.ts';

export { ModelCheckError };

export interface ModelProblem {
  contentType: string;
  /** Absent when the whole content type is missing. */
  field?: string;
  text: string;
}

/** Symbol and Text both arrive as strings, and every reader of a text field accepts either. */
const STRINGS = new Set(['Symbol', 'Text']);
const sameKind = (want: string | undefined, got: string | undefined) =>
  want === got || (STRINGS.has(want ?? '') && STRINGS.has(got ?? ''));

function describe(field: {
  type?: string;
  linkType?: string;
  items?: { type?: string; linkType?: string };
}): string {
  if (field.type === 'Link') return `Link to ${field.linkType}`;
  if (field.type === 'Array') return `Array of ${describe(field.items ?? {})}`;
  return field.type ?? 'unknown';
}

function fieldProblem(want: ModelField, got: DeliveredField | undefined): string | undefined {
  if (!got || got.omitted) return `has no field "${want.id}" (${describe(want)})`;
  const fits =
    sameKind(want.type, got.type) &&
    want.linkType === got.linkType &&
    sameKind(want.items?.type, got.items?.type) &&
    want.items?.linkType === got.items?.linkType;
  if (!fits) return `field "${want.id}" is ${describe(got)}, the site needs ${describe(want)}`;
  return undefined;
}

/** Every content type and field of the model that the delivered list lacks or has in another type. */
function compareModel(model: ContentModel, delivered: DeliveredContentType[]): ModelProblem[] {
  const byId = new Map(delivered.map((ct) => [ct.sys.id, ct]));
  const problems: ModelProblem[] = [];
  for (const want of model.contentTypes) {
    const contentType = want.sys.id;
    const got = byId.get(contentType);
    if (!got) {
      problems.push({
        contentType,
        text: `(${want.name}) is missing, with its ${want.fields.length} fields`,
      });
      continue;
    }
    const fields = new Map(got.fields.map((field) => [field.id, field]));
    for (const field of want.fields) {
      const text = fieldProblem(field, fields.get(field.id));
      if (text) problems.push({ contentType, field: field.id, text });
    }
  }
  return problems;
}

/** The command that creates or updates the model in the space, with this space's ids filled in. */
function importCommand(settings: ContentfulSettings, modelFile: string): string {
  const environment =
    settings.environment === 'master' ? '' : ` --environment-id ${settings.environment}`;
  return (
    `npx contentful-import --space-id ${settings.space}${environment}` +
    ` --management-token <CMA token> --content-model-only --content-file ${modelFile}`
  );
}

/**
 * Checks the space named by VITE_CONTENTFUL_* in `env` against demo-content/model.json. Resolves
 * when it fits; throws ModelCheckError with one line per problem (or one line for an unreachable
 * service or a refused token) otherwise. Without a configured space there is nothing to check.
 */
export async function checkContentModel(
  root: string,
  env: Record<string, string | undefined> = process.env,
): Promise<void> {
  const settings = readConfig(env).contentful;
  if (!settings) return;
  const model = readModel();
  const delivered = await fetchContentTypes(settings);
  const problems = compareModel(model, delivered);
  if (problems.length === 0) return;
  const fix = importCommand(settings, relative(root, MODEL_PATH) || MODEL_PATH);
  const where = `space ${settings.space} (environment ${settings.environment})`;
  throw new ModelCheckError([
    `The content model of ${where} does not have what the site reads ` +
      `(${problems.length} ${problems.length === 1 ? 'problem' : 'problems'}):`,
    ...problems.map((p) => `Content type "${p.contentType}" ${p.text}. Fix: ${fix}`),
  ]);
}

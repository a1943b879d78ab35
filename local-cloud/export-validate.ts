/**
 * Checks an export's shape once, on load, so a broken file stops start-up with ONE line that
 * names the file and the offending item instead of failing later inside a request.
 */
import type { SpaceExport } from './export-types.ts';

export class ExportError extends Error {}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

type Kind = 'entry' | 'asset' | 'content type' | 'locale';

function where(file: string, kind: Kind, index: number, item: unknown): string {
  const sys = isObject(item) && isObject(item.sys) ? item.sys : undefined;
  const id = sys && typeof sys.id === 'string' ? ` (sys.id "${sys.id}")` : '';
  return `${file}: ${kind} ${index}${id}`;
}

function checkSys(file: string, kind: Kind, index: number, item: unknown): Record<string, unknown> {
  if (!isObject(item)) throw new ExportError(`${where(file, kind, index, item)}: is not an object`);
  if (!isObject(item.sys) || typeof item.sys.id !== 'string' || !item.sys.id)
    throw new ExportError(`${where(file, kind, index, item)}: sys.id is missing or not a string`);
  return item;
}

function checkFields(file: string, kind: Kind, index: number, item: Record<string, unknown>): void {
  if (!isObject(item.fields))
    throw new ExportError(`${where(file, kind, index, item)}: fields is not an object`);
  for (const [name, value] of Object.entries(item.fields)) {
    if (!isObject(value))
      throw new ExportError(
        `${where(file, kind, index, item)}: fields.${name} is not an object keyed by locale`,
      );
  }
}

function list(file: string, data: Record<string, unknown>, key: string): unknown[] {
  const value = data[key] ?? [];
  if (!Array.isArray(value)) throw new ExportError(`${file}: "${key}" is not an array`);
  return value;
}

/** Throws ExportError (one line) when `data` is not a usable space export. */
export function validateExport(file: string, data: unknown): SpaceExport {
  if (!isObject(data))
    throw new ExportError(`${file}: not a JSON object (expected a space export)`);
  const contentTypes = list(file, data, 'contentTypes');
  const entries = list(file, data, 'entries');
  const assets = list(file, data, 'assets');
  const locales = list(file, data, 'locales');
  contentTypes.forEach((ct, i) => {
    const item = checkSys(file, 'content type', i, ct);
    if (!Array.isArray(item.fields))
      throw new ExportError(`${where(file, 'content type', i, ct)}: fields is not an array`);
  });
  entries.forEach((e, i) => {
    const item = checkSys(file, 'entry', i, e);
    const sys = item.sys as Record<string, unknown>;
    const ct = sys.contentType;
    if (!isObject(ct) || !isObject(ct.sys) || typeof ct.sys.id !== 'string')
      throw new ExportError(`${where(file, 'entry', i, e)}: sys.contentType.sys.id is missing`);
    checkFields(file, 'entry', i, item);
  });
  assets.forEach((a, i) => {
    const item = checkSys(file, 'asset', i, a);
    checkFields(file, 'asset', i, item);
    const files = (item.fields as Record<string, Record<string, unknown>>).file ?? {};
    for (const [locale, value] of Object.entries(files)) {
      if (!isObject(value) || typeof value.url !== 'string')
        throw new ExportError(
          `${where(file, 'asset', i, a)}: fields.file.${locale}.url is missing`,
        );
    }
  });
  locales.forEach((l, i) => {
    if (!isObject(l) || typeof l.code !== 'string')
      throw new ExportError(`${file}: locale ${i}: code is missing or not a string`);
  });
  return data as unknown as SpaceExport;
}

/**
 * Applies the field validations of a content model to the entries of a space export, the way
 * Contentful refuses to publish an entry that breaks them: required, size, regexp, unique and
 * linkMimetypeGroup. Any other validation kind is reported, so a new rule in the model cannot be
 * silently skipped here.
 */
import type { ContentModel, ModelField } from '../../demo-content/model.ts';

type Localised = Record<string, unknown>;
interface Item {
  sys: { id: string; contentType?: { sys: { id: string } } };
  fields: Record<string, Localised>;
}
export interface Space {
  entries: Item[];
  assets: Item[];
  locales: Array<{ code: string; default?: boolean }>;
}

type Rule = Record<string, unknown>;
const MIME_GROUPS: Record<string, (type: string) => boolean> = {
  image: (type) => type.startsWith('image/'),
};

function ruleBroken(rule: Rule, value: unknown, space: Space, locale: string): string | undefined {
  if ('size' in rule) {
    const { min = 0, max = Infinity } = rule.size as { min?: number; max?: number };
    const length = Array.isArray(value) || typeof value === 'string' ? value.length : NaN;
    return length >= min && length <= max ? undefined : 'size';
  }
  if ('regexp' in rule) {
    const { pattern, flags } = rule.regexp as { pattern: string; flags?: string | null };
    return new RegExp(pattern, flags ?? undefined).test(String(value)) ? undefined : 'regexp';
  }
  if ('linkMimetypeGroup' in rule) {
    const id = (value as { sys?: { id?: string } }).sys?.id;
    const file = space.assets.find((a) => a.sys.id === id)?.fields.file?.[locale] as
      { contentType?: string } | undefined;
    const groups = rule.linkMimetypeGroup as string[];
    const fits = groups.some((group) => MIME_GROUPS[group]?.(file?.contentType ?? ''));
    return fits ? undefined : 'linkMimetypeGroup';
  }
  if ('unique' in rule) return undefined;
  return `unsupported validation ${Object.keys(rule).join(',')}`;
}

function fieldErrors(field: ModelField, value: unknown, space: Space, locale: string): string[] {
  const empty = value === undefined || value === null || value === '';
  if (empty) return field.required ? ['required'] : [];
  const errors = (field.validations ?? []).map((rule) =>
    ruleBroken(rule as Rule, value, space, locale),
  );
  if (Array.isArray(value))
    for (const item of value)
      for (const rule of field.items?.validations ?? [])
        errors.push(ruleBroken(rule as Rule, item, space, locale));
  return errors.filter((e): e is string => Boolean(e));
}

/** One `"<content type> <entry id> <field>: <rule>"` line per broken rule; [] when all entries fit. */
export function validationErrors(model: ContentModel, space: Space): string[] {
  const locale = space.locales.find((l) => l.default)?.code ?? 'en-US';
  const errors: string[] = [];
  for (const ct of model.contentTypes) {
    const entries = space.entries.filter((e) => e.sys.contentType?.sys.id === ct.sys.id);
    for (const field of ct.fields) {
      const value = (entry: Item) => entry.fields[field.id]?.[locale];
      const unique = (field.validations ?? []).some((rule) => 'unique' in (rule as Rule));
      for (const entry of entries) {
        const own = value(entry);
        const line = (rule: string) => `${ct.sys.id} ${entry.sys.id} ${field.id}: ${rule}`;
        errors.push(...fieldErrors(field, own, space, locale).map(line));
        const taken = entries.some((other) => other !== entry && value(other) === own);
        if (unique && own !== undefined && taken) errors.push(line('unique'));
      }
    }
  }
  return errors;
}

/**
 * demo-content/model.json is what the code reads: the same content types as the KINDS table and
 * posts, the same fields as the demo export, every field read by a normaliser and every normalised value
 * filled from model fields alone; and the demo entries pass the model's own validations, so the demo
 * content imports into a space that has the model.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readModel, type ModelField } from '../../demo-content/model.ts';
import { KINDS, KIND_ORDER, type KindKey } from '../../src/content/kinds.ts';
import { normaliseArticle, normalisePost } from '../../src/content/normalise.ts';
import { validationErrors, type Space } from './model-validations.ts';

const model = readModel();
const demo = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../demo-content/export.json'), 'utf8'),
) as Space & { contentTypes: Array<{ sys: { id: string }; name: string; fields: ModelField[] }> };

/** A value of the field's type, as the CDA delivers it with links resolved. */
function sample(field: ModelField): unknown {
  const text = `${field.id}-sample`.toLowerCase();
  switch (field.type) {
    case 'Symbol':
    case 'Text':
      return text;
    case 'Date':
      return '2025-03-04T10:00:00.000Z';
    case 'RichText':
      return {
        nodeType: 'document',
        data: {},
        content: [
          {
            nodeType: 'paragraph',
            data: {},
            content: [{ nodeType: 'text', value: text, marks: [], data: {} }],
          },
        ],
      };
    case 'Link':
      return {
        sys: { type: 'Asset', id: text },
        fields: {
          title: text,
          description: text,
          file: { url: `//images.ctfassets.net/s/${text}.jpg`, contentType: 'image/jpeg' },
        },
      };
    case 'Array':
      return [text];
    default:
      throw new Error(`No sample for field type ${field.type}`);
  }
}

const kindOf = (contentType: string) =>
  KIND_ORDER.find((kind) => KINDS[kind].contentType === contentType) as KindKey | undefined;

function normalise(contentType: string, fields: Record<string, unknown>): Record<string, unknown> {
  const raw = {
    sys: { id: 'e1', type: 'Entry', contentType: { sys: { id: contentType } } },
    fields,
  };
  const kind = kindOf(contentType);
  return { ...(kind ? normaliseArticle(raw, kind) : normalisePost(raw)) };
}

describe('demo-content/model.json', () => {
  it('has the content types the site queries', () => {
    const wanted = [...KIND_ORDER.map((kind) => KINDS[kind].contentType), KINDS.posts.contentType];
    expect(model.contentTypes.map((ct) => ct.sys.id).sort()).toEqual(wanted.sort());
    for (const ct of model.contentTypes) {
      expect(ct.displayField).toBe('title');
      // contentful-import publishes only content types marked as published in the file.
      expect(ct.sys.publishedVersion).toBeGreaterThan(0);
    }
  });

  it('is the demo export’s model, field for field', () => {
    expect(demo.contentTypes.map((ct) => ct.sys.id)).toEqual(
      model.contentTypes.map((ct) => ct.sys.id),
    );
    for (const ct of model.contentTypes) {
      const exported = demo.contentTypes.find((d) => d.sys.id === ct.sys.id)!;
      expect(exported.fields).toEqual(ct.fields);
      expect(exported.name).toBe(ct.name);
    }
  });

  it('has a help text for every field', () => {
    for (const ct of model.contentTypes) {
      const ei = model.editorInterfaces.find((e) => e.sys.contentType.sys.id === ct.sys.id)!;
      expect(ei.controls.map((c) => c.fieldId)).toEqual(ct.fields.map((f) => f.id));
      for (const control of ei.controls)
        expect((control.settings as { helpText?: string }).helpText).toMatch(/\w{3,}/);
    }
  });

  for (const ct of model.contentTypes) {
    describe(`"${ct.sys.id}" and its normaliser`, () => {
      const empty = normalise(ct.sys.id, {});
      it('reads every field of the model', () => {
        for (const field of ct.fields)
          expect(normalise(ct.sys.id, { [field.id]: sample(field) }), field.id).not.toEqual(empty);
      });
      it('fills every normalised value from model fields alone', () => {
        const all = Object.fromEntries(ct.fields.map((f) => [f.id, sample(f)]));
        const full = normalise(ct.sys.id, all);
        // id, content type, kind and updatedAt come from sys, not from fields.
        const fromSys = new Set(['id', 'contentType', 'kind', 'updatedAt']);
        for (const key of Object.keys(empty).filter((k) => !fromSys.has(k)))
          expect(full[key], key).not.toEqual(empty[key]);
      });
    });
  }

  it('accepts every demo entry under its validations', () => {
    expect(validationErrors(model, demo)).toEqual([]);
  });

  it('refuses entries that break a validation (so the check above can fail)', () => {
    const broken = structuredClone(demo);
    const [first, second, third] = broken.entries.filter(
      (e) => e.sys.contentType?.sys.id === 'discussions',
    );
    const pdf = broken.assets.find(
      (a) => !(a.fields.file['en-US'] as { contentType: string }).contentType.startsWith('image/'),
    );
    delete first.fields.title;
    first.fields.urlSlug = { 'en-US': 'Not A Slug' };
    first.fields.featuredImage = {
      'en-US': { sys: { type: 'Link', linkType: 'Asset', id: pdf!.sys.id } },
    };
    second.fields.urlSlug = structuredClone(third.fields.urlSlug);
    expect(validationErrors(model, broken).sort()).toEqual(
      [
        `discussions ${first.sys.id} title: required`,
        `discussions ${first.sys.id} urlSlug: regexp`,
        `discussions ${first.sys.id} featuredImage: linkMimetypeGroup`,
        `discussions ${second.sys.id} urlSlug: unique`,
        `discussions ${third.sys.id} urlSlug: unique`,
      ].sort(),
    );
  });
});

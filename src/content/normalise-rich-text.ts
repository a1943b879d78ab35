/**
 * Copies a rich-text document out of the SDK's resolved graph into plain JSON. Link targets become
 * RichTargets (or are dropped when unresolved); other `data` keys are kept only when primitive, and we
 * never follow a target's own fields, so the copy cannot hold a cycle even when the graph does.
 */
import type { RichDocument, RichTarget } from './types.ts';
import {
  contentTypeOf,
  excerptOf,
  fieldsOf,
  isReadNode,
  isRecord,
  shownText,
  slugOf,
  str,
  sysOf,
  titleOf,
} from './fields.ts';
import { normaliseAsset } from './normalise-asset.ts';

export function normaliseTarget(raw: unknown): RichTarget | null {
  const sys = sysOf(raw);
  if (sys.type === 'Asset') {
    const asset = normaliseAsset(raw);
    return asset ? { type: 'Asset', asset } : null;
  }
  if (sys.type !== 'Entry' || !isRecord(raw) || !isRecord(raw.fields)) return null;
  const fields = fieldsOf(raw);
  return {
    type: 'Entry',
    id: str(sys.id),
    contentType: contentTypeOf(raw),
    slug: slugOf(fields),
    title: titleOf(fields),
    description: excerptOf(fields),
  };
}

type Json = string | number | boolean | null;

function copyData(data: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (!isRecord(data)) return out;
  for (const [key, value] of Object.entries(data)) {
    if (key === 'target') {
      const target = normaliseTarget(value);
      if (target) out.target = target;
    } else if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) {
      out[key] = value as Json;
    }
  }
  return out;
}

function copyNode(
  node: unknown,
  depth: number,
  seen: WeakSet<object>,
): Record<string, unknown> | null {
  if (!isReadNode(node, depth, seen)) return null;
  seen.add(node);
  if (node.nodeType === 'text') {
    const marks = Array.isArray(node.marks)
      ? node.marks
          .filter((m) => isRecord(m) && typeof m.type === 'string')
          .map((m) => ({ type: str(m.type) }))
      : [];
    return { nodeType: 'text', value: shownText(node.value), marks, data: {} };
  }
  const content = Array.isArray(node.content)
    ? node.content.map((child) => copyNode(child, depth + 1, seen)).filter((c) => c !== null)
    : [];
  return { nodeType: node.nodeType, data: copyData(node.data), content };
}

export function normaliseRichText(raw: unknown): RichDocument | null {
  if (!isRecord(raw) || raw.nodeType !== 'document') return null;
  return copyNode(raw, 0, new WeakSet()) as unknown as RichDocument;
}

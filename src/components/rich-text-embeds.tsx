/**
 * Embeds and links inside rich text. Targets were reduced to RichTargets by the normaliser; anything
 * else (missing, unresolved, hostile) renders nothing, or plain text for links.
 */
import type { ReactNode } from 'react';
import { Anchor, Paper, Text } from '@mantine/core';
import { Link } from 'wouter';
import { COLUMN_SIZES, ResponsiveImage } from './responsive-image';
import type { ImageAsset, RichTarget } from '../content/types';
import { hrefFor } from '../content/kinds';
import { safeHref } from '../content/safe-url';

type EntryTarget = Extract<RichTarget, { type: 'Entry' }>;

function targetOf(data: unknown): RichTarget | null {
  if (!data || typeof data !== 'object' || !('target' in data)) return null;
  const target = data.target as Partial<RichTarget> | null;
  if (target?.type === 'Asset' && target.asset && typeof target.asset.url === 'string')
    return target as RichTarget;
  if (target?.type === 'Entry' && typeof target.contentType === 'string')
    return target as RichTarget;
  return null;
}

export const assetOf = (data: unknown): ImageAsset | null => {
  const target = targetOf(data);
  return target?.type === 'Asset' ? target.asset : null;
};

export const entryOf = (data: unknown): EntryTarget | null => {
  const target = targetOf(data);
  return target?.type === 'Entry' ? target : null;
};

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Route of an entry, or null for types without a page (hrefFor's '#'). */
function routeOf(entry: EntryTarget): string | null {
  const href = hrefFor(entry.contentType, text(entry.slug));
  return href === '#' ? null : href;
}

export function EmbeddedAsset({ asset }: { asset: ImageAsset }) {
  const url = safeHref(asset.url);
  if (!url) return null;
  const description = text(asset.description);
  if (text(asset.contentType).startsWith('image/')) {
    return (
      <figure style={{ margin: '1.5rem 0' }}>
        <ResponsiveImage
          image={{ ...asset, url }}
          alt={description || text(asset.title)}
          sizes={COLUMN_SIZES}
          width={asset.width}
          height={asset.height}
          radius="sm"
          style={{ height: 'auto' }}
        />
        {description && (
          <Text component="figcaption" size="sm" c="dimmed" mt="xs">
            {description}
          </Text>
        )}
      </figure>
    );
  }
  return (
    <Text my="md">
      <Anchor href={url} target="_blank" rel="noopener noreferrer" download>
        {text(asset.title) || 'Download file'}
      </Anchor>
    </Text>
  );
}

export function EmbeddedEntry({ entry, inline }: { entry: EntryTarget; inline?: boolean }) {
  const href = routeOf(entry);
  const title = text(entry.title) || 'Untitled';
  const description = text(entry.description);
  const heading = href ? (
    <Anchor component={Link} href={href} fw={700}>
      {title}
    </Anchor>
  ) : (
    <Text span fw={700}>
      {title}
    </Text>
  );
  if (inline) {
    return (
      <span>
        {heading}
        {description && <Text span c="dimmed">{` — ${description}`}</Text>}
      </span>
    );
  }
  return (
    <Paper withBorder p="md" my="md" radius="md">
      {heading}
      {description && (
        <Text size="sm" c="dimmed" mt={4}>
          {description}
        </Text>
      )}
    </Paper>
  );
}

export function EntryLink({ data, children }: { data: unknown; children: ReactNode }) {
  const entry = entryOf(data);
  const href = entry && routeOf(entry);
  if (!href) return <span>{children}</span>;
  return (
    <Anchor component={Link} href={href}>
      {children}
    </Anchor>
  );
}

export function ExternalLink({ href, children }: { href: unknown; children: ReactNode }) {
  const safe = safeHref(href);
  if (!safe) return <span>{children}</span>;
  return (
    <Anchor href={safe} target="_blank" rel="noopener noreferrer">
      {children}
    </Anchor>
  );
}

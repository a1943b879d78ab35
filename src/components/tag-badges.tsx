import { Badge, Group } from '@mantine/core';
import { Link } from 'wouter';
import { tagHref } from '../content/tags';
import { TagIcon } from './tag-icon';

/**
 * Tags as small secondary badges, each linking to its tag's page; renders nothing for an empty list,
 * so untagged cards show no empty row. A tag no URL can carry stays a plain badge.
 */
export function TagBadges({ tags, size = 'sm' }: { tags: string[]; size?: 'xs' | 'sm' | 'md' }) {
  if (tags.length === 0) return null;
  return (
    <Group
      gap={6}
      component="ul"
      aria-label="Tags"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {tags.map((tag) => {
        const href = tagHref(tag);
        const link = href === null ? {} : { component: Link, href };
        return (
          <li key={tag}>
            <Badge
              {...link}
              size={size}
              variant="light"
              color="gray"
              leftSection={<TagIcon />}
              tt="none"
              style={href === null ? undefined : { cursor: 'pointer' }}
            >
              {tag}
            </Badge>
          </li>
        );
      })}
    </Group>
  );
}

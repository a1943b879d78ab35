import { Badge, Group } from '@mantine/core';
import { TagIcon } from './tag-icon';

/**
 * Tags as small secondary badges; renders nothing for an empty list, so untagged cards show no
 * empty row.
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
      {tags.map((tag) => (
        <li key={tag}>
          <Badge size={size} variant="light" color="gray" leftSection={<TagIcon />} tt="none">
            {tag}
          </Badge>
        </li>
      ))}
    </Group>
  );
}

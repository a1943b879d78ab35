/**
 * The `mimetype_group` asset filter. The group names are the CDA's ("Search parameters →
 * Filtering assets by MIME type" in the CDA reference). The reference names the groups, not
 * their members, so the mapping is ours: well-known document types by exact type, then the
 * image/audio/video families by prefix, and anything else is an attachment.
 */
export const MIMETYPE_GROUPS = [
  'attachment',
  'plaintext',
  'image',
  'audio',
  'video',
  'richtext',
  'presentation',
  'spreadsheet',
  'pdfdocument',
  'archive',
  'code',
  'markup',
] as const;
export type MimetypeGroup = (typeof MIMETYPE_GROUPS)[number];

const EXACT: Record<string, MimetypeGroup> = {
  'text/plain': 'plaintext',
  'application/pdf': 'pdfdocument',
  'application/msword': 'richtext',
  'application/rtf': 'richtext',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'richtext',
  'application/vnd.oasis.opendocument.text': 'richtext',
  'application/vnd.ms-powerpoint': 'presentation',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'presentation',
  'application/vnd.oasis.opendocument.presentation': 'presentation',
  'application/vnd.apple.keynote': 'presentation',
  'application/vnd.ms-excel': 'spreadsheet',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'spreadsheet',
  'application/vnd.oasis.opendocument.spreadsheet': 'spreadsheet',
  'text/csv': 'spreadsheet',
  'application/zip': 'archive',
  'application/x-zip-compressed': 'archive',
  'application/gzip': 'archive',
  'application/x-gzip': 'archive',
  'application/x-tar': 'archive',
  'application/x-7z-compressed': 'archive',
  'application/x-rar-compressed': 'archive',
  'application/json': 'code',
  'application/javascript': 'code',
  'text/javascript': 'code',
  'text/css': 'code',
  'text/html': 'markup',
  'application/xml': 'markup',
  'text/xml': 'markup',
  'application/xhtml+xml': 'markup',
};

export function mimetypeGroupOf(contentType: string): MimetypeGroup {
  const type = contentType.split(';')[0].trim().toLowerCase();
  if (EXACT[type]) return EXACT[type];
  const family = type.split('/')[0];
  if (family === 'image' || family === 'audio' || family === 'video') return family;
  return 'attachment';
}

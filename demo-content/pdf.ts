/**
 * A one-page PDF reading guide, written out object by object. Offsets in the xref table are
 * counted from the bytes actually emitted, so any PDF reader accepts the file without repair.
 */

const esc = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);

export function readingGuidePdf(title: string, lines: string[]): Buffer {
  const text = [
    'BT',
    '/F1 22 Tf',
    '72 740 Td',
    `(${esc(title)}) Tj`,
    '/F1 12 Tf',
    '0 -36 Td',
    '16 TL',
    ...lines.map((line) => `(${esc(line)}) '`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Title (${esc(title)}) /Producer (Galactic Quandaries content generator) >>`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((obj, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) body += `${String(off).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 6 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

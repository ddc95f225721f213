/**
 * A small, valid one-page PDF (US Letter, standard Helvetica fonts, nothing embedded) written by
 * hand, for demo documents. Text is limited to printable ASCII; other characters become '?'.
 */
export function simplePdf(title: string, paragraphs: string[]): Buffer {
  const ascii = (s: string) => s.replace(/[\u2013\u2014]/g, '-').replace(/[^\x20-\x7e]/g, '?');
  const literal = (s: string) => `(${ascii(s).replace(/[\\()]/g, (c) => `\\${c}`)})`;

  const lines: string[] = [];
  for (const p of paragraphs) {
    lines.push(...wrap(p, 90), '');
  }
  // 72 pt margins; 14 pt leading; as many lines as fit on the page.
  const body = lines
    .slice(0, 44)
    .map((l) => `${literal(l)} Tj T*`)
    .join('\n');
  const content = `BT\n/F1 18 Tf 72 720 Td ${literal(title)} Tj\n/F2 11 Tf 14 TL 0 -32 Td\n${body}\nET\n`;

  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}endstream`,
    `<< /Title ${literal(title)} /Producer (Fieldbook demo) >>`,
  ];
  // The binary comment line tells transfer tools the file is binary.
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) out += `${String(off).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

function wrap(text: string, width: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      out.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) out.push(line);
  return out;
}

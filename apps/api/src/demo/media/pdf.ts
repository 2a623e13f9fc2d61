/**
 * A small, valid PDF 1.4 writer for the demo library's documents: a title, headings and wrapped paragraphs
 * over as many A4 pages as the text needs, with page numbers. Hand-written PDF syntax (catalog, page tree,
 * pages, content streams, the standard Helvetica fonts) with a correct cross-reference table, so any viewer
 * (pdf.js in the browser included) opens it. Text is limited to printable ASCII (typographic quotes and
 * dashes are folded), which is what the standard fonts' WinAnsi encoding shows reliably.
 */

export interface PdfBlock {
  kind: 'heading' | 'paragraph' | 'bullet';
  text: string;
}

export interface PdfDocumentOptions {
  title: string;
  subtitle?: string;
  blocks: readonly PdfBlock[];
  /** Written into the document information dictionary. */
  author?: string;
}

const PAGE_WIDTH = 595; // A4 in points
const PAGE_HEIGHT = 842;
const MARGIN = 64;
const STYLES = {
  title: { font: 'F2', size: 22, leading: 28 },
  subtitle: { font: 'F1', size: 12, leading: 18 },
  heading: { font: 'F2', size: 14, leading: 20 },
  paragraph: { font: 'F1', size: 11, leading: 16 },
  bullet: { font: 'F1', size: 11, leading: 16 },
} as const;

/** Average Helvetica glyph width (in 1/1000 em) is close enough for wrapping; exact metrics are not needed. */
function textWidth(text: string, size: number, bold: boolean): number {
  let units = 0;
  for (const char of text) {
    if (char === ' ') units += 278;
    else if ('il.,:;!|\''.includes(char)) units += 250;
    else if ('mwMW'.includes(char)) units += 850;
    else if (char >= 'A' && char <= 'Z') units += 680;
    else units += 540;
  }
  return (units * size * (bold ? 1.06 : 1)) / 1000;
}

export function toPdfText(text: string): string {
  return text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\u2026/g, '...')
    .replace(/[^\x20-\x7e]/g, '');
}

function escapeString(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)');
}

function wrap(text: string, width: number, size: number, bold: boolean): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && textWidth(candidate, size, bold) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

interface Line {
  font: string;
  size: number;
  x: number;
  y: number;
  text: string;
}

/** Lays the blocks out over pages: returns each page's text lines. */
function layout(options: PdfDocumentOptions): Line[][] {
  const pages: Line[][] = [[]];
  let y = PAGE_HEIGHT - MARGIN;
  const usable = PAGE_WIDTH - 2 * MARGIN;
  const put = (style: (typeof STYLES)[keyof typeof STYLES], text: string, indent = 0, spaceBefore = 0) => {
    const lines = wrap(toPdfText(text), usable - indent, style.size, style.font === 'F2');
    lines.forEach((lineText, index) => {
      const needed = style.leading + (index === 0 ? spaceBefore : 0);
      if (y - needed < MARGIN + 20) {
        pages.push([]);
        y = PAGE_HEIGHT - MARGIN;
      } else {
        y -= index === 0 ? spaceBefore : 0;
      }
      y -= style.leading;
      pages[pages.length - 1]!.push({ font: style.font, size: style.size, x: MARGIN + indent, y, text: lineText });
    });
  };
  put(STYLES.title, options.title);
  if (options.subtitle) put(STYLES.subtitle, options.subtitle, 0, 2);
  for (const block of options.blocks) {
    if (block.kind === 'heading') put(STYLES.heading, block.text, 0, 14);
    else if (block.kind === 'bullet') put(STYLES.bullet, `-  ${block.text}`, 12, 2);
    else put(STYLES.paragraph, block.text, 0, 6);
  }
  return pages;
}

export function generatePdf(options: PdfDocumentOptions): Uint8Array {
  const pages = layout(options);
  // Object numbers: 1 catalog, 2 page tree, 3 and 4 fonts, 5 info, then a page and its content per page.
  const objects: string[] = [];
  const pageIds = pages.map((_, i) => 6 + i * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  objects[4] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>';
  objects[5] = `<< /Title (${escapeString(toPdfText(options.title))}) /Author (${escapeString(toPdfText(options.author ?? 'Stillpoint'))}) /Producer (Stillpoint demo library) >>`;
  pages.forEach((lines, index) => {
    const footer: Line = { font: 'F1', size: 9, x: PAGE_WIDTH / 2 - 20, y: MARGIN / 2, text: `Page ${index + 1} of ${pages.length}` };
    const stream = [...lines, footer]
      .map((line) => `BT /${line.font} ${line.size} Tf ${line.x.toFixed(1)} ${line.y.toFixed(1)} Td (${escapeString(line.text)}) Tj ET`)
      .join('\n');
    const pageId = pageIds[index]!;
    objects[pageId] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
      `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageId + 1} 0 R >>`;
    objects[pageId + 1] = `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`;
  });

  // Everything is ASCII, so string length is byte length and offsets are exact.
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = Buffer.byteLength(body, 'latin1');
    body += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xrefAt = Buffer.byteLength(body, 'latin1');
  const entries = offsets.slice(1).map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`);
  body +=
    `xref\n0 ${objects.length}\n0000000000 65535 f \n${entries.join('')}` +
    `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(body, 'latin1'));
}

export interface PdfStructure {
  version: string;
  pageCount: number;
  objectCount: number;
  /** Every xref entry points at the start of "<n> 0 obj". */
  xrefValid: boolean;
}

/** A structural check: header, startxref, the xref table against the objects it names, and the page count. */
export function inspectPdf(bytes: Uint8Array): PdfStructure | undefined {
  const text = Buffer.from(bytes).toString('latin1');
  const header = /^%PDF-(\d\.\d)/.exec(text);
  const start = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(text);
  if (!header || !start) return undefined;
  const xrefAt = Number(start[1]);
  const xref = /^xref\s+0 (\d+)\s+/.exec(text.slice(xrefAt));
  if (!xref) return undefined;
  const count = Number(xref[1]);
  const rows = text.slice(xrefAt + xref[0].length).split('\n').slice(0, count);
  let xrefValid = rows.length === count && rows[0]!.startsWith('0000000000 65535 f');
  for (let id = 1; id < count && xrefValid; id++) {
    const offset = Number(rows[id]!.slice(0, 10));
    xrefValid = text.startsWith(`${id} 0 obj`, offset);
  }
  const pageTree = /\/Type \/Pages \/Kids \[[^\]]*\] \/Count (\d+)/.exec(text);
  return { version: header[1]!, pageCount: pageTree ? Number(pageTree[1]) : 0, objectCount: count - 1, xrefValid };
}

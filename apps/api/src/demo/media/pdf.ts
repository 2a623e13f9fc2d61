import PDFDocument from 'pdfkit';

/**
 * The demo library's printable guides, written with pdfkit (decision 0015: a PDF library instead of the
 * hand-written writer): a title, a subtitle, headings, wrapped paragraphs and bulleted steps over as many A4
 * pages as the text needs, each page numbered "Page n of N". pdfkit's standard fonts (Helvetica) need no
 * font file and show the typographic quotes and dashes of the texts (WinAnsi).
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

const MARGIN = 64;
const FOOTER_SIZE = 9;
/** A fixed date in the information dictionary: the same guide makes the same bytes. */
const CREATED = new Date(Date.UTC(2026, 0, 1));

export function generatePdf(options: PdfDocumentOptions): Promise<Uint8Array> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: {
      Title: options.title,
      Author: options.author ?? 'Stillpoint',
      Producer: 'Stillpoint demo library',
      CreationDate: CREATED,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(22).text(options.title);
  if (options.subtitle)
    doc.moveDown(0.2).font('Helvetica').fontSize(12).fillColor('#555555').text(options.subtitle).fillColor('black');
  doc.moveDown(0.6);
  for (const block of options.blocks) {
    if (block.kind === 'heading') doc.moveDown(0.9).font('Helvetica-Bold').fontSize(14).text(block.text);
    else if (block.kind === 'bullet')
      doc.moveDown(0.15).font('Helvetica').fontSize(11).text(`\u2022  ${block.text}`, { indent: 12, lineGap: 2 });
    else doc.moveDown(0.4).font('Helvetica').fontSize(11).text(block.text, { lineGap: 3 });
  }

  // Page numbers once the number of pages is known, in the bottom margin (kept from starting a new page).
  const { start, count } = doc.bufferedPageRange();
  for (let page = start; page < start + count; page++) {
    doc.switchToPage(page);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(FOOTER_SIZE)
      .text(`Page ${page - start + 1} of ${count}`, 0, doc.page.height - MARGIN / 2 - FOOTER_SIZE, {
        align: 'center',
        width: doc.page.width,
      });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}

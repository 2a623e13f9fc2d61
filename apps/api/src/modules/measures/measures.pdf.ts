import PDFDocument from 'pdfkit';
import type { TestResult } from '@stillpoint/contracts';

/*
 * A result as a PDF (pdfkit, the PDF library already in use: decision 0015): the test, the date, the clinic,
 * every question with the answer given and its score, the score, band and band text, subscales and flags.
 * Built in memory for the person who took the test; never stored, never logged.
 */

const MARGIN = 56;

export function resultPdf(result: TestResult): Promise<Uint8Array> {
  const submitted = new Date(result.submitted_at);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: `${result.title}: result`, Author: 'Stillpoint', Producer: 'Stillpoint', CreationDate: submitted },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
  const date = submitted.toLocaleString('en-US', { month: 'short', day: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });

  doc.font('Helvetica-Bold').fontSize(20).text(result.title);
  doc.moveDown(0.3).font('Helvetica').fontSize(11).fillColor('#555555').text(`Taken ${date} (UTC)${result.clinicName ? ` · ${result.clinicName}` : ''}`).fillColor('black');

  doc.moveDown(1).font('Helvetica-Bold').fontSize(14).text(`Score: ${result.score} of ${result.max_score}`);
  if (result.band) doc.moveDown(0.2).font('Helvetica-Bold').fontSize(12).text(result.band);
  if (result.band_text) doc.moveDown(0.2).font('Helvetica').fontSize(11).text(result.band_text, { lineGap: 2 });
  for (const subscale of result.subscales) {
    doc.moveDown(0.3).font('Helvetica').fontSize(11).text(`${subscale.title}: ${subscale.score} of ${subscale.max_score}${subscale.band ? ` (${subscale.band})` : ''}`);
  }
  if (result.flags.length) {
    doc.moveDown(0.8).font('Helvetica-Bold').fontSize(12).text('Needs attention');
    for (const flag of result.flags) {
      doc.moveDown(0.15).font('Helvetica').fontSize(11).text(`\u2022  ${flag.kind === 'safety' ? 'Safety: ' : ''}${flag.text}`, { indent: 12 });
    }
    if (result.flags.some((flag) => flag.kind === 'safety')) {
      doc.moveDown(0.3).font('Helvetica').fontSize(10).text('If you are in danger or might act on these thoughts, call your local emergency number now.', { lineGap: 2 });
    }
  }

  doc.moveDown(1).font('Helvetica-Bold').fontSize(14).text('Your answers');
  for (const answer of result.answers) {
    doc
      .moveDown(0.5)
      .font('Helvetica')
      .fontSize(11)
      .text(`${answer.question_no}. ${answer.text}`, { lineGap: 1 })
      .font('Helvetica-Bold')
      .text(`${answer.label}${answer.scored ? ` (${answer.score})` : ' (not scored)'}`, { indent: 14 });
  }
  if (result.contents.length) {
    doc.moveDown(1).font('Helvetica-Bold').fontSize(14).text('Recommended for you');
    for (const content of result.contents) {
      const what = content.itemTitle ? `${content.itemTitle}${content.text ? `: ${content.text}` : ''}` : content.text;
      doc.moveDown(0.2).font('Helvetica').fontSize(11).text(`\u2022  ${what}`, { indent: 12 });
    }
  }

  const { start, count } = doc.bufferedPageRange();
  for (let page = start; page < start + count; page++) {
    doc.switchToPage(page);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font('Helvetica').fontSize(9).fillColor('#777777').text(`${result.title} · Page ${page + 1} of ${count}`, MARGIN, doc.page.height - 36, { align: 'center', width: doc.page.width - MARGIN * 2 });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}

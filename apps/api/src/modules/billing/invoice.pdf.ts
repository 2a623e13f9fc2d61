import PDFDocument from 'pdfkit';
import { majorUnits, type Invoice } from '@stillpoint/contracts';

/*
 * An invoice as a PDF (pdfkit, the PDF library already in use: decision 0015): issuer, number, dates,
 * recipient, the lines, the tax contained in the gross total, the state, and how to pay an open one. Built in
 * memory on request from the stored invoice, which never changes once issued (names as they were then).
 */

const MARGIN = 56;
const GREY = '#555555';

const money = (minor: number, currency: string) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(majorUnits(minor, currency));
const day = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

const STATE_TEXT: Record<Invoice['status'], string> = {
  open: 'Open',
  paid: 'Paid',
  void: 'Void',
  refunded: 'Refunded',
};
const METHOD_TEXT = { bank_transfer: 'bank transfer', cash: 'cash', card: 'card' } as const;

export function invoicePdf(invoice: Invoice, paymentDetails: string): Promise<Uint8Array> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: `Invoice ${invoice.number}`, Author: invoice.issuer.name, Producer: 'Stillpoint', CreationDate: new Date(invoice.issued_at) },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
  const width = doc.page.width - MARGIN * 2;

  doc.font('Helvetica-Bold').fontSize(20).text(invoice.issuer.name);
  doc.moveDown(0.2).font('Helvetica').fontSize(11).fillColor(GREY).text(`Invoice ${invoice.number}`).fillColor('black');

  doc.moveDown(1).font('Helvetica-Bold').fontSize(11).text('Billed to');
  doc.font('Helvetica').text(invoice.recipient.name);
  if (invoice.recipient.email) doc.fillColor(GREY).text(invoice.recipient.email).fillColor('black');

  doc.moveDown(0.8);
  const facts: Array<[string, string]> = [
    ['Issued', day(invoice.issued_at)],
    ['Due', day(invoice.due_at)],
    ['State', STATE_TEXT[invoice.status]],
  ];
  if (invoice.paid_at) facts.push(['Paid', `${day(invoice.paid_at)}${invoice.payment_method ? ` by ${METHOD_TEXT[invoice.payment_method]}` : ''}`]);
  if (invoice.refunded > 0) facts.push(['Refunded', money(invoice.refunded, invoice.currency)]);
  for (const [label, value] of facts) {
    doc.font('Helvetica-Bold').text(`${label}: `, { continued: true }).font('Helvetica').text(value);
  }

  // The lines as a table: description, quantity, unit price, amount.
  const columns = [
    { title: 'Description', x: MARGIN, width: width * 0.52, align: 'left' as const },
    { title: 'Qty', x: MARGIN + width * 0.52, width: width * 0.1, align: 'right' as const },
    { title: 'Unit price', x: MARGIN + width * 0.62, width: width * 0.18, align: 'right' as const },
    { title: 'Amount', x: MARGIN + width * 0.8, width: width * 0.2, align: 'right' as const },
  ];
  doc.moveDown(1.2);
  const row = (cells: string[], bold = false) => {
    const top = doc.y;
    let bottom = top;
    cells.forEach((cell, index) => {
      const column = columns[index]!;
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10).text(cell, column.x, top, { width: column.width, align: column.align });
      bottom = Math.max(bottom, doc.y);
    });
    doc.x = MARGIN;
    doc.y = bottom + 4;
  };
  row(columns.map((column) => column.title), true);
  doc.moveTo(MARGIN, doc.y).lineTo(MARGIN + width, doc.y).strokeColor('#cccccc').stroke();
  doc.y += 4;
  for (const line of invoice.lines) {
    row([line.description, String(line.quantity), money(line.unit_amount, invoice.currency), money(line.amount, invoice.currency)]);
  }
  doc.moveTo(MARGIN, doc.y).lineTo(MARGIN + width, doc.y).strokeColor('#cccccc').stroke();
  doc.y += 6;
  const totalLine = (label: string, value: string, bold = false) => {
    const top = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 12 : 10).text(label, MARGIN, top, { width: width * 0.8, align: 'right' });
    doc.text(value, MARGIN + width * 0.8, top, { width: width * 0.2, align: 'right' });
    doc.x = MARGIN;
  };
  totalLine('Total', money(invoice.total, invoice.currency), true);
  if (invoice.tax_rate > 0) totalLine(`Included tax (${invoice.tax_rate}%)`, money(invoice.tax, invoice.currency));
  else totalLine('No tax charged', money(0, invoice.currency));

  doc.moveDown(1.5).x = MARGIN;
  if (invoice.status === 'open') {
    doc.font('Helvetica-Bold').fontSize(11).text('How to pay', MARGIN, doc.y, { width });
    doc.font('Helvetica').fontSize(10).text(`${paymentDetails} Please pay ${money(invoice.total, invoice.currency)} by ${day(invoice.due_at)}, quoting ${invoice.number}.`, { width, lineGap: 2 });
  }
  if (invoice.notes) {
    doc.moveDown(0.8).font('Helvetica-Bold').fontSize(11).text('Notes', { width });
    doc.font('Helvetica').fontSize(10).text(invoice.notes, { width, lineGap: 2 });
  }

  const { start, count } = doc.bufferedPageRange();
  for (let page = start; page < start + count; page++) {
    doc.switchToPage(page);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font('Helvetica').fontSize(9).fillColor('#777777').text(`Invoice ${invoice.number} · Page ${page + 1} of ${count}`, MARGIN, doc.page.height - 36, { align: 'center', width });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}

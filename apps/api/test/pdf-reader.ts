import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** What pdf.js (the viewer the web app uses) reads from a PDF: its title, and the text of each page. */
export async function readPdf(bytes: Uint8Array): Promise<{ title: string | undefined; pages: string[] }> {
  const document = await getDocument({ data: new Uint8Array(bytes), verbosity: 0, isEvalSupported: false, useSystemFonts: false })
    .promise;
  try {
    const { info } = (await document.getMetadata()) as { info: { Title?: string } };
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const content = await (await document.getPage(number)).getTextContent();
      pages.push(
        content.items
          .map((item) => ('str' in item ? item.str : ''))
          .join(' ')
          .replace(/\s+/g, ' '),
      );
    }
    return { title: info.Title, pages };
  } finally {
    await document.destroy();
  }
}

// The PDF of a document's blocks (render.ts), made with pdf-lib: US Letter pages, Helvetica, words wrapped to the
// margins and pages added as the text runs on; each page's foot names the template version and the page. A
// document may have sections of other templates after its own (the policy packet's endorsements): each starts on
// a new page, and its pages' feet name its own template version. The standard fonts encode WinAnsi only: other
// characters are written as their nearest plain letters or "?".
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { Block, Section } from './render.ts';

const PAGE = { width: 612, height: 792, margin: 56 };
const INK = rgb(0.11, 0.105, 0.16);
const MUTED = rgb(0.29, 0.28, 0.38);

/** Text the WinAnsi-encoded standard fonts can write. */
function printable(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026]/g, '?');
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of printable(text).split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width || !line) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

export async function toPdf(
  sections: readonly Section[],
  meta: { name: string; createdAt: Date },
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(printable(meta.name));
  pdf.setProducer('wysh');
  pdf.setCreator('wysh documents');
  pdf.setCreationDate(meta.createdAt);
  pdf.setModificationDate(meta.createdAt);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const width = PAGE.width - 2 * PAGE.margin;
  /** Each page's footer: its section's. */
  const footers: string[] = [];
  let footer = '';
  let page!: PDFPage;
  let y = 0;
  const newPage = () => {
    page = pdf.addPage([PAGE.width, PAGE.height]);
    footers.push(footer);
    y = PAGE.height - PAGE.margin;
  };

  const room = (needed: number) => {
    if (y - needed >= PAGE.margin + 24) return;
    newPage();
  };
  const write = (text: string, options: { font: PDFFont; size: number; x?: number; width?: number }) => {
    const x = options.x ?? PAGE.margin;
    for (const line of wrap(text, options.font, options.size, options.width ?? width)) {
      room(options.size * 1.4);
      y -= options.size * 1.4;
      page.drawText(line, { x, y, size: options.size, font: options.font, color: INK });
    }
  };

  const writeBlocks = (blocks: readonly Block[]) => {
    for (const block of blocks) {
      switch (block.kind) {
        case 'title':
          write(block.text, { font: bold, size: 20 });
          y -= 8;
          break;
        case 'heading':
          y -= 10;
          write(block.text, { font: bold, size: 14 });
          y -= 4;
          break;
        case 'paragraph':
          write(block.text, { font: regular, size: 11 });
          y -= 8;
          break;
        case 'list':
          for (const item of block.items) {
            room(16);
            page.drawText('\u2022', {
              x: PAGE.margin + 4,
              y: y - 11 * 1.4,
              size: 11,
              font: regular,
              color: INK,
            });
            write(item, { font: regular, size: 11, x: PAGE.margin + 18, width: width - 18 });
            y -= 3;
          }
          y -= 6;
          break;
        case 'rows':
          for (const row of block.rows) {
            const label = { font: bold, size: 11, width: width * 0.38 };
            const value = { font: regular, size: 11, x: PAGE.margin + width * 0.4, width: width * 0.6 };
            const shown = row.value || '-';
            // A row is not split over two pages: its value would start on a page after its label's.
            const lines = Math.max(
              wrap(row.label, label.font, label.size, label.width).length,
              wrap(shown, value.font, value.size, value.width).length,
            );
            room(lines * label.size * 1.4);
            const top = y;
            write(row.label, label);
            const afterLabel = y;
            y = top;
            write(shown, value);
            y = Math.min(y, afterLabel) - 6;
          }
          y -= 6;
          break;
      }
    }
  };

  for (const section of sections) {
    footer = section.footer;
    newPage();
    writeBlocks(section.blocks);
  }

  const pages = pdf.getPages();
  for (const [index, each] of pages.entries()) {
    const text = printable(`${footers[index]} - page ${index + 1} of ${pages.length}`);
    each.drawText(text, { x: PAGE.margin, y: PAGE.margin / 2, size: 8, font: regular, color: MUTED });
  }
  return pdf.save({ useObjectStreams: false });
}

/**
 * The sample documents (newsletters, publications, policy briefs) as PDF 1.4 files of several pages,
 * written here without a library: a title page, a contents page with the sections' page numbers, the
 * sections (headings, paragraphs, tables) and the references, every page after the first with the
 * document's title and its page number at the foot. Helvetica and Helvetica-Bold (the PDF standard
 * fonts, so nothing is embedded); text is Latin-1.
 */

export interface PdfTable {
  columns: string[];
  rows: string[][];
}

export interface PdfSection {
  heading: string;
  paragraphs: string[];
  table?: PdfTable;
}

export interface PdfDocument {
  title: string;
  /** Under the title on the title page (the kind of document, the issue). */
  subtitle: string;
  /** The title page's lines under the subtitle: authors, date, DOI... */
  details: string[];
  sections: PdfSection[];
  references?: string[];
  /** Who published it: the title page's foot. */
  publisher: string;
}

const PAGE = { width: 612, height: 792, margin: 72 } as const;
const BODY_SIZE = 11;
const LINE = 15;
const BOTTOM = 90;
const BRAND = '0.078 0.388 0.243'; // #14633e
const ACCENT = '0.961 0.718 0.192'; // #f5b731

/** The words of `text` in lines of at most `width` characters. */
export function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** Latin-1 text in a PDF string: other characters become '?', and \ ( ) are escaped. */
const esc = (s: string) => s.replace(/[^\x20-\x7e\xa0-\xff]/g, '?').replace(/([\\()])/g, '\\$1');

/** One page's drawing operators, built top to bottom. */
class PageWriter {
  readonly ops: string[] = [];
  y: number = PAGE.height - PAGE.margin;

  text(s: string, x: number, y: number, size: number, bold = false, colour = '0 0 0'): void {
    this.ops.push(`${colour} rg BT /${bold ? 'F2' : 'F1'} ${size} Tf ${x} ${Math.round(y)} Td (${esc(s)}) Tj ET`);
  }

  rect(x: number, y: number, w: number, h: number, colour: string): void {
    this.ops.push(`${colour} rg ${x} ${Math.round(y)} ${w} ${Math.round(h)} re f`);
  }

  line(x1: number, y1: number, x2: number, y2: number, colour = '0.7 0.7 0.7'): void {
    this.ops.push(`${colour} RG 0.6 w ${x1} ${Math.round(y1)} m ${x2} ${Math.round(y2)} l S`);
  }
}

/** Lays the sections out on pages; returns the pages and the page (from 1) each section starts on. */
function layOut(doc: PdfDocument, firstPage: number): { pages: PageWriter[]; starts: number[] } {
  const pages: PageWriter[] = [];
  let page = new PageWriter();
  pages.push(page);
  const starts: number[] = [];
  const room = (needed: number) => {
    if (page.y - needed < BOTTOM) {
      page = new PageWriter();
      pages.push(page);
    }
  };
  const width = PAGE.width - 2 * PAGE.margin;
  const sections: PdfSection[] = [
    ...doc.sections,
    ...(doc.references?.length ? [{ heading: 'References', paragraphs: doc.references.map((r, i) => `${i + 1}. ${r}`) }] : []),
  ];
  sections.forEach((section, n) => {
    // A section starts on a new page when less than a heading and three lines are left.
    room(28 + 3 * LINE);
    starts.push(firstPage + pages.length - 1);
    page.text(section.heading, PAGE.margin, page.y, 16, true, BRAND);
    page.y -= 10;
    page.line(PAGE.margin, page.y, PAGE.margin + width, page.y, ACCENT);
    page.y -= 22;
    for (const paragraph of section.paragraphs) {
      for (const line of wrap(paragraph, 88)) {
        room(LINE);
        page.text(line, PAGE.margin, page.y, BODY_SIZE);
        page.y -= LINE;
      }
      page.y -= 8;
    }
    if (section.table) {
      const { columns, rows } = section.table;
      const colWidth = width / columns.length;
      room(LINE * (rows.length + 2) + 20);
      page.rect(PAGE.margin, page.y - 6, width, LINE + 4, BRAND);
      columns.forEach((c, i) => page.text(c, PAGE.margin + 6 + i * colWidth, page.y, 10, true, '1 1 1'));
      page.y -= LINE + 4;
      rows.forEach((row, r) => {
        if (r % 2 === 1) page.rect(PAGE.margin, page.y - 6, width, LINE + 2, '0.933 0.98 0.953');
        row.forEach((cell, i) => page.text(cell, PAGE.margin + 6 + i * colWidth, page.y, 10));
        page.y -= LINE + 2;
      });
      page.line(PAGE.margin, page.y + 8, PAGE.margin + width, page.y + 8);
      page.y -= 16;
    }
    if (n < sections.length - 1) page.y -= 12;
  });
  return { pages, starts };
}

/** The PDF of the document: title page, contents, sections, references; a correct cross-reference table. */
export function makeDocumentPdf(doc: PdfDocument): Buffer {
  const { pages: body, starts } = layOut(doc, 3);

  const cover = new PageWriter();
  cover.rect(0, PAGE.height - 250, PAGE.width, 250, BRAND);
  cover.rect(0, PAGE.height - 258, PAGE.width, 8, ACCENT);
  cover.text(doc.publisher, PAGE.margin, PAGE.height - 80, 12, true, '1 1 1');
  let y = PAGE.height - 150;
  for (const line of wrap(doc.title, 38)) {
    cover.text(line, PAGE.margin, y, 24, true, '1 1 1');
    y -= 30;
  }
  y = PAGE.height - 300;
  cover.text(doc.subtitle, PAGE.margin, y, 14, true, BRAND);
  y -= 26;
  for (const detail of doc.details) {
    for (const line of wrap(detail, 80)) {
      cover.text(line, PAGE.margin, y, BODY_SIZE);
      y -= LINE;
    }
    y -= 4;
  }

  const contents = new PageWriter();
  contents.text('Contents', PAGE.margin, contents.y, 20, true, BRAND);
  contents.y -= 36;
  const headings = [...doc.sections.map((s) => s.heading), ...(doc.references?.length ? ['References'] : [])];
  headings.forEach((heading, i) => {
    contents.text(`${i + 1}. ${heading}`, PAGE.margin, contents.y, 12);
    contents.text(String(starts[i]), PAGE.width - PAGE.margin - 20, contents.y, 12);
    contents.line(PAGE.margin, contents.y - 5, PAGE.width - PAGE.margin, contents.y - 5, '0.85 0.85 0.85');
    contents.y -= 24;
  });

  const pages = [cover, contents, ...body];
  const total = pages.length;
  pages.forEach((page, i) => {
    if (i === 0) return;
    page.line(PAGE.margin, 60, PAGE.width - PAGE.margin, 60);
    page.text(doc.title.length > 70 ? `${doc.title.slice(0, 67)}...` : doc.title, PAGE.margin, 44, 9, false, '0.4 0.4 0.4');
    page.text(`Page ${i + 1} of ${total}`, PAGE.width - PAGE.margin - 60, 44, 9, false, '0.4 0.4 0.4');
  });

  // Objects: 1 catalog, 2 pages, 3 and 4 the fonts, 5 the information, then a page and its content each.
  const kids = pages.map((_, i) => `${6 + i * 2} 0 R`).join(' ');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${total} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Title (${esc(doc.title)}) /Author (${esc(doc.publisher)}) >>`,
  ];
  pages.forEach((page, i) => {
    const stream = page.ops.join('\n');
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${7 + i * 2} 0 R >>`,
    );
    objects.push(`<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`);
  });
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

// Lays out a simple A4 document (brand band, heading, paragraphs, lists, key/value rows, wiring
// diagrams, footer with page numbers) with pdf-lib and the standard Helvetica fonts. The output is the
// same bytes on every run: the dates come from the content, pdf-lib's ids are seeded per document and
// nothing else varies.
import { PDFDocument, StandardFonts, rgb, type Color, type PDFFont, type PDFPage } from 'pdf-lib';
import type { Company, Wiring } from './schema';

export type Block =
  | { t: 'h'; text: string }
  | { t: 'p'; text: string; size?: number; bold?: boolean; grey?: boolean }
  | { t: 'li'; text: string; marker: string }
  | { t: 'kv'; k: string; v: string }
  | { t: 'gap'; h: number }
  | { t: 'wiring'; wiring: Wiring }
  | { t: 'page' };

export interface PdfDoc {
  /** The kind of document, shown in the brand band of every page and stored as the Subject. */
  kind: string;
  /** The title in the document's metadata: the title under which the site lists the file. */
  title: string;
  /** The large heading on the first page. */
  heading: string;
  subtitle?: string;
  /** Creation and modification date of the file. */
  date: Date;
  blocks: Block[];
}

export const numbered = (items: string[], start = 1): Block[] => items.map((text, i) => ({ t: 'li', text, marker: `${start + i}.` }));
export const bullets = (items: string[]): Block[] => items.map((text) => ({ t: 'li', text, marker: '•' }));
export const keyValues = (rows: Record<string, string>): Block[] => Object.entries(rows).map(([k, v]) => ({ t: 'kv', k, v }));

const PAGE_W = 595.28; // A4 in points
const PAGE_H = 841.89;
const MARGIN = 56;
const BOTTOM = 76;
const VALUE_X = 210; // where the value of a key/value row starts
const INK = rgb(0.12, 0.14, 0.17);
const GREY = rgb(0.35, 0.4, 0.46);
const WHITE = rgb(1, 1, 1);

function hexColour(hex: string): Color {
  const n = Number.parseInt(hex.slice(1), 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
}

/** Greedy word wrap to the given width. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines.length ? lines : [''];
}

class Layout {
  readonly pages: PDFPage[] = [];
  private page!: PDFPage;
  private y = 0;

  constructor(
    private readonly pdf: PDFDocument,
    private readonly doc: PdfDoc,
    private readonly fonts: { regular: PDFFont; bold: PDFFont },
    private readonly brand: Color,
  ) {}

  text(x: number, y: number, s: string, font: PDFFont, size: number, color: Color = INK): void {
    if (x + font.widthOfTextAtSize(s, size) > PAGE_W - MARGIN + 1) throw new Error(`Text runs past the margin: "${s}" (${this.doc.title})`);
    this.page.drawText(s, { x, y, size, font, color });
  }

  newPage(): void {
    this.page = this.pdf.addPage([PAGE_W, PAGE_H]);
    this.pages.push(this.page);
    const { regular, bold } = this.fonts;
    this.page.drawRectangle({ x: 0, y: PAGE_H - 46, width: PAGE_W, height: 46, color: this.brand });
    this.text(MARGIN, PAGE_H - 30, 'Hearthly', bold, 17, WHITE);
    this.text(PAGE_W - MARGIN - regular.widthOfTextAtSize(this.doc.kind, 9), PAGE_H - 28, this.doc.kind, regular, 9, WHITE);
    this.y = PAGE_H - 80;
  }

  /** Starts a new page unless `h` points still fit above the footer. */
  ensure(h: number): void {
    if (this.y - h < BOTTOM) this.newPage();
  }

  heading(): void {
    const { regular, bold } = this.fonts;
    for (const line of wrap(this.doc.heading, bold, 17, PAGE_W - 2 * MARGIN)) {
      this.text(MARGIN, this.y, line, bold, 17);
      this.y -= 22;
    }
    for (const line of this.doc.subtitle ? wrap(this.doc.subtitle, regular, 10, PAGE_W - 2 * MARGIN) : []) {
      this.text(MARGIN, this.y, line, regular, 10, GREY);
      this.y -= 14;
    }
    this.rule(this.y + 2, this.brand, 1);
    this.y -= 18;
  }

  rule(y: number, color: Color, thickness: number): void {
    this.page.drawLine({ start: { x: MARGIN, y }, end: { x: PAGE_W - MARGIN, y }, thickness, color });
  }

  block(b: Block): void {
    const { regular, bold } = this.fonts;
    switch (b.t) {
      case 'page':
        return this.newPage();
      case 'gap':
        this.y -= b.h;
        return;
      case 'h':
        this.ensure(40);
        this.y -= 6;
        this.text(MARGIN, this.y, b.text, bold, 11.5, this.brand);
        this.y -= 17;
        return;
      case 'p': {
        const size = b.size ?? 9.5;
        const font = b.bold ? bold : regular;
        for (const line of wrap(b.text, font, size, PAGE_W - 2 * MARGIN)) {
          this.ensure(size + 4);
          this.text(MARGIN, this.y, line, font, size, b.grey ? GREY : INK);
          this.y -= size + 4;
        }
        this.y -= 5;
        return;
      }
      case 'li': {
        const lines = wrap(b.text, regular, 9.5, PAGE_W - 2 * MARGIN - 18);
        this.ensure(14 * Math.min(lines.length, 2));
        this.text(MARGIN + 2, this.y, b.marker, regular, 9.5);
        for (const line of lines) {
          this.ensure(14);
          this.text(MARGIN + 18, this.y, line, regular, 9.5);
          this.y -= 13.5;
        }
        this.y -= 2;
        return;
      }
      case 'kv': {
        if (bold.widthOfTextAtSize(b.k, 9.5) > VALUE_X - MARGIN - 8) throw new Error(`Key too long: "${b.k}" (${this.doc.title})`);
        const lines = wrap(b.v, regular, 9.5, PAGE_W - MARGIN - VALUE_X);
        this.ensure(14 * lines.length);
        this.text(MARGIN, this.y, b.k, bold, 9.5);
        for (const line of lines) {
          this.text(VALUE_X, this.y, line, regular, 9.5);
          this.y -= 13.5;
        }
        this.y -= 3;
        return;
      }
      case 'wiring':
        return this.wiring(b.wiring);
    }
  }

  /** Two boxes (product and installation) with one line per terminal between them. */
  wiring(w: Wiring): void {
    const { regular, bold } = this.fonts;
    const rowH = 30;
    const h = 26 + w.connections.length * rowH;
    this.ensure(h + 20);
    const top = this.y;
    const boxW = 150;
    const leftX = MARGIN;
    const rightX = PAGE_W - MARGIN - boxW - 40;
    const frame = { borderColor: rgb(0.2, 0.24, 0.3), borderWidth: 1.2, y: top - h, height: h };
    this.page.drawRectangle({ ...frame, x: leftX, width: boxW });
    this.page.drawRectangle({ ...frame, x: rightX, width: boxW + 40 });
    this.text(leftX + 8, top - 16, w.left, bold, 10);
    this.text(rightX + 8, top - 16, w.right, bold, 10);
    w.connections.forEach(({ terminal, to, wire }, i) => {
      const ry = top - 38 - i * rowH;
      this.text(leftX + boxW - 10 - bold.widthOfTextAtSize(terminal, 9.5), ry, terminal, bold, 9.5);
      this.page.drawLine({ start: { x: leftX + boxW, y: ry + 3 }, end: { x: rightX, y: ry + 3 }, thickness: 1.5, color: this.brand });
      for (const x of [leftX + boxW - 2, rightX - 2]) this.page.drawRectangle({ x, y: ry + 1, width: 4, height: 4, color: this.brand });
      const mid = (leftX + boxW + rightX) / 2;
      this.text(mid - regular.widthOfTextAtSize(wire, 8) / 2, ry + 7, wire, regular, 8, GREY);
      this.text(rightX + 8, ry, to, regular, 9);
    });
    this.y = top - h - 18;
  }

  footers(company: Company): void {
    const { regular } = this.fonts;
    const colour = rgb(0.45, 0.5, 0.55);
    const footer = `${company.name}  |  ${company.address}  |  ${company.website}`;
    this.pages.forEach((page, i) => {
      this.page = page;
      const pageNo = `Page ${i + 1} of ${this.pages.length}`;
      this.rule(50, rgb(0.8, 0.82, 0.85), 0.5);
      this.text(MARGIN, 38, footer, regular, 7.5, colour);
      this.text(PAGE_W - MARGIN - regular.widthOfTextAtSize(pageNo, 7.5), 38, pageNo, regular, 7.5, colour);
    });
  }
}

export async function renderPdf(doc: PdfDoc, company: Company): Promise<Uint8Array> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setTitle(doc.title, { showInWindowTitleBar: true });
  pdf.setSubject(doc.kind);
  pdf.setAuthor(company.name);
  pdf.setCreator('Hearthly document system');
  pdf.setProducer('pdf-lib');
  pdf.setLanguage('en-GB');
  pdf.setCreationDate(doc.date);
  pdf.setModificationDate(doc.date);
  const fonts = { regular: await pdf.embedFont(StandardFonts.Helvetica), bold: await pdf.embedFont(StandardFonts.HelveticaBold) };
  const layout = new Layout(pdf, doc, fonts, hexColour(company.brandColour));
  layout.newPage();
  layout.heading();
  for (const block of doc.blocks) layout.block(block);
  layout.footers(company);
  return pdf.save({ useObjectStreams: false });
}

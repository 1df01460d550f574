// A small cursor over pdf-lib for the shop's printed documents: A4 pages, the standard
// Helvetica fonts, text that wraps, and a new page when the current one is full.
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import type { TextRun } from './allergen-emphasis.ts';

export const pageWidth = 595.28;
export const pageHeight = 841.89;
export const margin = 42;
const footerSpace = 40;

export interface TextStyle {
  size?: number;
  bold?: boolean;
  x?: number;
  width?: number;
  gray?: boolean;
}

// The standard fonts encode WinAnsi (Latin-1 plus €, curly quotes, dashes): every Italian
// letter fits. Anything else (an emoji in a note) becomes '?' instead of failing the document.
const winAnsiExtras = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
function printable(value: string): string {
  return [...value.replace(/\s+/g, ' ')]
    .map((char) => {
      const code = char.codePointAt(0) ?? 0;
      return (code >= 0x20 && code <= 0x7e) ||
        (code >= 0xa0 && code <= 0xff) ||
        winAnsiExtras.has(char)
        ? char
        : '?';
    })
    .join('');
}

/** Lines of at most `width` points, broken between words (a too-long word is cut). */
export function wrapText(font: PDFFont, size: number, value: string, width: number): string[] {
  const words = printable(value).split(' ');
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    const candidate = current ? `${current} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    let rest = word;
    while (font.widthOfTextAtSize(rest, size) > width && rest.length > 1) {
      let cut = rest.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut -= 1;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    current = rest;
  }
  if (current || lines.length === 0) lines.push(current);
  return lines;
}

export class PdfWriter {
  page!: PDFPage;
  y = 0;

  private constructor(
    readonly doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {}

  /** A new document with fixed metadata, so the same content gives the same bytes. */
  static async create(meta: { title: string; author: string; date: Date }): Promise<PdfWriter> {
    const doc = await PDFDocument.create({ updateMetadata: false });
    doc.setTitle(meta.title);
    doc.setAuthor(meta.author);
    doc.setCreator('Bottega del Bun');
    doc.setProducer('pdf-lib');
    doc.setCreationDate(meta.date);
    doc.setModificationDate(meta.date);
    const writer = new PdfWriter(
      doc,
      await doc.embedFont(StandardFonts.Helvetica),
      await doc.embedFont(StandardFonts.HelveticaBold),
    );
    writer.addPage();
    return writer;
  }

  addPage(): void {
    this.page = this.doc.addPage([pageWidth, pageHeight]);
    this.y = pageHeight - margin;
  }

  /** Starts a new page unless `height` points still fit above the footer. */
  ensureSpace(height: number): void {
    if (this.y - height < margin + footerSpace) this.addPage();
  }

  /** Writes wrapped text at the cursor and moves it down; returns the height used. */
  text(value: string, style: TextStyle = {}): number {
    const size = style.size ?? 10;
    const font = style.bold ? this.bold : this.regular;
    const x = style.x ?? margin;
    const width = style.width ?? pageWidth - margin - x;
    const lines = wrapText(font, size, value, width);
    const lineHeight = size * 1.3;
    this.ensureSpace(lines.length * lineHeight);
    for (const line of lines) {
      this.y -= lineHeight;
      this.page.drawText(line, {
        x,
        y: this.y + size * 0.25,
        size,
        font,
        color: style.gray ? rgb(0.35, 0.35, 0.35) : rgb(0, 0, 0),
      });
    }
    return lines.length * lineHeight;
  }

  /** Wrapped text of regular and bold runs (allergens in an ingredient list), at the cursor. */
  runs(runs: TextRun[], style: { size?: number } = {}): void {
    const size = style.size ?? 10;
    const width = pageWidth - 2 * margin;
    const lineHeight = size * 1.3;
    const tokens = runs.flatMap((run) =>
      (printable(run.text).match(/\S+\s*|\s+/g) ?? []).map((text) => ({ text, bold: run.bold })),
    );
    let x = margin;
    this.ensureSpace(lineHeight);
    this.y -= lineHeight;
    for (const token of tokens) {
      const font = token.bold ? this.bold : this.regular;
      const tokenWidth = font.widthOfTextAtSize(token.text.trimEnd(), size);
      if (x > margin && x + tokenWidth > margin + width) {
        x = margin;
        this.ensureSpace(lineHeight);
        this.y -= lineHeight;
        if (!token.text.trim()) continue;
      }
      this.page.drawText(token.text, {
        x,
        y: this.y + size * 0.25,
        size,
        font,
        color: rgb(0, 0, 0),
      });
      x += font.widthOfTextAtSize(token.text, size);
    }
  }

  /** Text drawn without moving the cursor (right-aligned when `alignRight`). */
  textAt(value: string, x: number, y: number, style: TextStyle & { alignRight?: boolean } = {}) {
    const size = style.size ?? 10;
    const font = style.bold ? this.bold : this.regular;
    const line = printable(value);
    const drawX = style.alignRight ? x - font.widthOfTextAtSize(line, size) : x;
    this.page.drawText(line, { x: drawX, y, size, font, color: rgb(0, 0, 0) });
  }

  rule(gap = 6): void {
    this.y -= gap;
    this.page.drawLine({
      start: { x: margin, y: this.y },
      end: { x: pageWidth - margin, y: this.y },
      thickness: 0.6,
      color: rgb(0.6, 0.6, 0.6),
    });
    this.y -= gap;
  }

  gap(points: number): void {
    this.y -= points;
  }

  /** Writes the footer on every page ("Pagina 1 di 2") and returns the PDF's bytes. */
  async finish(footer: string): Promise<Uint8Array> {
    const pages = this.doc.getPages();
    pages.forEach((page, index) => {
      const label = printable(`${footer} · Pagina ${index + 1} di ${pages.length}`);
      page.drawText(label, {
        x: margin,
        y: margin - 10,
        size: 8,
        font: this.regular,
        color: rgb(0.35, 0.35, 0.35),
      });
    });
    return this.doc.save({ useObjectStreams: false });
  }
}

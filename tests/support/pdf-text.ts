import { unzlibSync } from 'fflate';
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';

/**
 * The text a PDF drawn by the shop's pdf-writer shows, page by page: its content streams
 * inflated and the strings of its text operators decoded (the standard fonts write WinAnsi
 * codes as hex strings). Enough to check what a document says, not a general text extractor.
 */
export async function pdfText(bytes: Uint8Array): Promise<string[]> {
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  const winAnsi = new TextDecoder('windows-1252');
  return pdf.getPages().map((page) => {
    const streams = page.node.normalizedEntries().Contents;
    const parts: string[] = [];
    for (let index = 0; index < (streams?.size() ?? 0); index += 1) {
      const stream = pdf.context.lookup(streams!.get(index));
      if (!(stream instanceof PDFRawStream)) continue;
      const filter = stream.dict.get(PDFName.of('Filter'));
      const raw =
        filter === PDFName.of('FlateDecode') ? unzlibSync(stream.contents) : stream.contents;
      const source = new TextDecoder('latin1').decode(raw);
      for (const match of source.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
        const hex = match[1] ?? '';
        const codes = Uint8Array.from(hex.match(/../g) ?? [], (pair) => parseInt(pair, 16));
        parts.push(winAnsi.decode(codes));
      }
    }
    return parts.join('\n');
  });
}

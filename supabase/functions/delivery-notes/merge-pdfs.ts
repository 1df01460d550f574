// Several stored PDFs as one file to print in one go (the production plan's day batch).
import { PDFDocument } from 'pdf-lib';

export async function mergePdfs(files: Uint8Array[], title: string): Promise<Uint8Array> {
  const merged = await PDFDocument.create();
  merged.setTitle(title);
  for (const file of files) {
    const source = await PDFDocument.load(file);
    const pages = await merged.copyPages(source, source.getPageIndices());
    for (const page of pages) merged.addPage(page);
  }
  return merged.save({ useObjectStreams: false });
}

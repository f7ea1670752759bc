// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { strToU8, zipSync } from 'fflate';
import { DOCX_VIEWER_LIMITS, MB } from '@mnch/shared';
import { docxFitsViewer } from './docx-check';

const docx = (parts: Record<string, Uint8Array>) =>
  zipSync(
    { '[Content_Types].xml': strToU8('<Types/>'), 'word/_rels/document.xml.rels': strToU8('<Relationships/>'), ...parts },
    { level: 1 },
  );
const filler = (bytes: number) => new Uint8Array(bytes).fill(0x61);

/** Rewrites the uncompressed size the archive declares for every entry (local and central headers). */
function declareSizes(zip: Uint8Array, size: number): Uint8Array {
  const out = zip.slice();
  const view = new DataView(out.buffer);
  for (let at = 0; at < out.length - 4; at++) {
    const sig = view.getUint32(at, true);
    if (sig === 0x04034b50) view.setUint32(at + 22, size, true);
    if (sig === 0x02014b50) view.setUint32(at + 24, size, true);
  }
  return out;
}

describe('docxFitsViewer (the viewer checks a DOCX before mammoth converts it)', () => {
  it('takes an ordinary document', async () => {
    const doc = docx({ 'word/document.xml': strToU8('<w:document><w:body><w:p><w:r><w:t>Report</w:t></w:r></w:p></w:body></w:document>') });
    expect(await docxFitsViewer(doc)).toBe(true);
  });

  it(`refuses a zip bomb whose word/document.xml inflates past ${DOCX_VIEWER_LIMITS.maxDocumentXmlBytes / MB} MB`, async () => {
    const bomb = docx({ 'word/document.xml': filler(DOCX_VIEWER_LIMITS.maxDocumentXmlBytes + MB) });
    expect(bomb.length).toBeLessThan(MB);
    expect(await docxFitsViewer(bomb)).toBe(false);
  });

  it('refuses an archive past the total while inflating, whatever its headers declare', async () => {
    const limits = { maxDocumentXmlBytes: MB, maxUncompressedBytes: 2 * MB };
    const spread = docx({ 'word/document.xml': filler(MB / 2), 'word/media/a.bin': filler(MB), 'word/media/b.bin': filler(MB) });
    expect(await docxFitsViewer(spread, limits)).toBe(false);
    expect(await docxFitsViewer(declareSizes(spread, 10), limits)).toBe(false);
    expect(await docxFitsViewer(declareSizes(docx({ 'word/document.xml': filler(MB + 1) }), 10), limits)).toBe(false);
    expect(await docxFitsViewer(docx({ 'word/document.xml': filler(MB) }), limits)).toBe(true);
  });

  it('leaves a file that is not a zip to mammoth', async () => {
    expect(await docxFitsViewer(strToU8('not a zip at all'))).toBe(true);
  });
});

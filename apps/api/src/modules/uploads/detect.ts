import { fileTypeFromBuffer } from 'file-type';
import { UPLOAD_MIME } from '@mnch/shared';

export interface DetectedType {
  mime: string;
  /** The extension the stored file gets. */
  ext: string;
}

const EXTENSIONS: Record<string, string> = {
  [UPLOAD_MIME.jpeg]: 'jpg',
  [UPLOAD_MIME.png]: 'png',
  [UPLOAD_MIME.webp]: 'webp',
  [UPLOAD_MIME.gif]: 'gif',
  [UPLOAD_MIME.pdf]: 'pdf',
  [UPLOAD_MIME.doc]: 'doc',
  [UPLOAD_MIME.docx]: 'docx',
};

/** Every Word 97-2003 file holds a stream named "WordDocument" in its compound-file directory. */
const WORD_STREAM = Buffer.from('WordDocument', 'utf16le');

/**
 * The type of a file from its bytes alone (never its name or the client's word). A compound file
 * (OLE, `application/x-cfb`) counts as a Word document only when it holds a WordDocument stream,
 * so spreadsheets, installers and the like stay out.
 */
export async function detectType(bytes: Buffer): Promise<DetectedType | undefined> {
  const found = await fileTypeFromBuffer(bytes);
  if (!found) return undefined;
  if (found.mime === 'application/x-cfb' || found.mime === UPLOAD_MIME.doc) {
    return bytes.includes(WORD_STREAM) ? { mime: UPLOAD_MIME.doc, ext: 'doc' } : { mime: found.mime, ext: found.ext };
  }
  return { mime: found.mime, ext: EXTENSIONS[found.mime] ?? found.ext };
}

import { UPLOAD_FILENAME_MAX } from '@mnch/shared';

/**
 * The client's file name made safe to show: the last path part only, without control or
 * direction-override characters, trimmed to at most UPLOAD_FILENAME_MAX characters. Never used on disk.
 */
export function displayName(raw: string | undefined, fallback = 'file'): string {
  const base = (raw ?? '').normalize('NFC').split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '').trim();
  const name = Array.from(clean).slice(0, UPLOAD_FILENAME_MAX).join('').trim();
  return name || fallback;
}

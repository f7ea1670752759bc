import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';

/** A small valid PNG (64x40, teal) for real uploads. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAoCAIAAADBrGu+AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAbklEQVRYhe2SwQ0AQRCC7IBOfV79VwaZrIkFADF8Pb3oBEygekV2od5ddAImUL0iu1DvLjoBE6hekV2odxedgAlUr8gu1LuLTsAEqldkF+rdRSdgAtUrsgv17qITMIHqFdmFenfRCZhA9Yq8fKEfo0R+iI+FLOsAAAAASUVORK5CYII=',
  'base64',
);

/** A minimal valid one-page PDF. */
export function pdfBytes(text = 'Newsletter'): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    null,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  const stream = `BT /F1 12 Tf 20 100 Td (${text}) Tj ET`;
  objects[3] = `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`;
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) out += `${String(off).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** A unique suffix for test data (tests share one server). */
export const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export async function apiJson<T>(request: APIRequestContext, token: string, method: 'get' | 'post' | 'put' | 'delete', url: string, data?: unknown): Promise<T> {
  const res = await request[method](url, { headers: { Authorization: `Bearer ${token}` }, data });
  expect(res.ok(), `${method.toUpperCase()} ${url}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/** Types into the TipTap editing area named `name`. */
export async function typeInEditor(page: Page, name: string, text: string) {
  const editor = page.getByRole('textbox', { name, exact: true });
  await editor.click();
  await page.keyboard.type(text);
}

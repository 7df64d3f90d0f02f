import { buildSheet, type SheetMeta } from '../model/build';
import type { SheetContent, SheetOptions } from '../model/types';
import { drawSheet } from './draw';

/**
 * The browser's side of printing (a lazy chunk with pdf-lib and fontkit, loaded on the first
 * print): the fonts from /fonts (same origin, never precached), the pictures rasterised from the
 * site's own /icons/noto SVGs, then the sheet as a PDF.
 */
let fonts: Promise<{ regular: ArrayBuffer; bold: ArrayBuffer }> | null = null;

async function bytes(url: string): Promise<ArrayBuffer> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.arrayBuffer();
}

function loadFonts() {
  fonts ??= Promise.all([bytes('/fonts/NotoSans-Regular.ttf'), bytes('/fonts/NotoSans-Bold.ttf')]).then(
    ([regular, bold]) => ({ regular, bold }),
    (error: unknown) => {
      fonts = null;
      throw error;
    },
  );
  return fonts;
}

const PICTURE_PX = 192;

/**
 * A Noto icon as a PNG: the site's own SVG (same origin, so the canvas stays readable and the CSP's
 * img-src 'self' covers it) drawn on a canvas. Null when it cannot be drawn.
 */
async function picture(name: string): Promise<Uint8Array | null> {
  try {
    const img = new Image(PICTURE_PX, PICTURE_PX);
    img.src = `/icons/noto/${name}.svg`;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = PICTURE_PX;
    canvas.height = PICTURE_PX;
    canvas.getContext('2d')?.drawImage(img, 0, 0, PICTURE_PX, PICTURE_PX);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    return blob ? new Uint8Array(await blob.arrayBuffer()) : null;
  } catch {
    return null;
  }
}

export interface PrintResult {
  pdf: Uint8Array;
  /** The German words on the sheet and the answers on its key. */
  words: string[];
  answers: string[];
  ms: number;
}

export async function makeWorksheet(content: SheetContent, meta: SheetMeta, options: SheetOptions, siteName: string): Promise<PrintResult> {
  const start = performance.now();
  const sheet = buildSheet(content, meta, options);
  const names = [...new Set(sheet.blocks.flatMap((b) => (b.type === 'pictures' ? b.items.map((i) => i.img) : [])))];
  const [fontBytes, pngs] = await Promise.all([loadFonts(), Promise.all(names.map(async (n) => [n, await picture(n)] as const))]);
  const pictures: Record<string, Uint8Array> = {};
  for (const [n, png] of pngs) if (png) pictures[n] = png;
  const pdf = await drawSheet({ sheet, paper: options.paper, siteName, fonts: fontBytes, pictures });
  return { pdf, words: sheet.words, answers: sheet.answers, ms: performance.now() - start };
}

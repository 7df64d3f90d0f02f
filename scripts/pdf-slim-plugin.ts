import type { Plugin } from 'vite';

/**
 * The worksheet PDF chunk (issue 29: pdf-lib + @pdf-lib/fontkit, its own ≤ 250 KB budget) without
 * data it never uses:
 * - fontkit bundles iconv-lite's single- and double-byte code pages (CJK, DOS, Mac…) and brotli's
 *   dictionary (WOFF2 only); the worksheets embed Noto Sans TrueType, whose names are UTF-16;
 * - pdf-lib bundles the metrics of the 14 standard PDF fonts (Helvetica…); the worksheets embed
 *   their own fonts and never call embedStandardFont.
 * Each replacement checks that the code it replaces is there, so an upgrade that moves it fails
 * the build instead of silently shipping the data again.
 */
const FONTKIT = /@pdf-lib\/fontkit\/dist\/fontkit\.es\.js$/;
const STANDARD_METRICS = /@pdf-lib\/standard-fonts\/es\/(?!all-encodings)[\w-]+\.compressed\.json$/;

function cut(code: string, start: string, end: string, replacement: string): string {
  const from = code.indexOf(start);
  const to = from < 0 ? -1 : code.indexOf(end, from + start.length);
  if (from < 0 || to < 0) throw new Error(`pdf-slim: "${start}" not found in fontkit`);
  return code.slice(0, from) + replacement + code.slice(to + end.length);
}

export function pdfSlim(): Plugin {
  return {
    name: 'pdf-slim',
    enforce: 'pre',
    transform(code, id) {
      // (Still JSON: Vite's JSON plugin runs after this one.)
      if (STANDARD_METRICS.test(id)) return { code: '""', map: null };
      if (!FONTKIT.test(id)) return null;
      let out = cut(code, 'var sbcsDataGenerated = {', '\n};', 'var sbcsDataGenerated = {};');
      out = cut(out, 'var dbcsData = {', '\n};', 'var dbcsData = {};');
      // The code pages' tables, now unused (their namespace objects would otherwise stay).
      out = cut(out, 'var require$$0 = getCjsExportFromNamespace(shiftjis$1);', 'var require$$7 = getCjsExportFromNamespace(big5Added$1);', '');
      out = cut(out, 'var dictionary_bin = "', '";', '');
      // (Decompressed when the module loads: an empty dictionary instead.)
      out = cut(out, 'var init = function init(BrotliDecompressBuffer) {', '\n};', 'var init = function init() {\n  return new Uint8Array(0);\n};');
      return { code: out, map: null };
    },
  };
}

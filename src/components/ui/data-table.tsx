import type { ReactNode } from 'react';

/**
 * A table of a rules page or an article: caption, column headings, rows. A table wider than the
 * screen scrolls on its own; the wrapper is a labelled, focusable region so keyboard users can
 * scroll it too (WCAG 2.1.1, axe scrollable-region-focusable).
 */
export function DataTable({ caption, head, rows, cell = (text) => text }: { caption: string; head: readonly string[]; rows: readonly (readonly string[])[]; cell?: (text: string) => ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div role="region" aria-label={caption} tabIndex={0} className="mt-3 overflow-x-auto">
      <table className="w-full border-collapse text-left">
        <caption className="mb-1 text-left font-semibold text-slate-700">{caption}</caption>
        <thead>
          <tr>
            {head.map((h, i) => (
              <th key={i} scope="col" className="border border-slate-300 bg-slate-100 px-2 py-1.5">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            <tr key={r}>
              {row.map((text, c) => (
                <td key={c} className="border border-slate-300 px-2 py-1.5">
                  {cell(text)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

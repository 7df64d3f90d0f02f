import { DataTable } from '@/components/ui/data-table';
import type { RuleBlock } from '../content/types';

/** A rules page: headings, explanations, German examples with translations, tables. */
export function RulesView({ blocks, lang }: { blocks: readonly RuleBlock[]; lang: string }) {
  return (
    <div className="space-y-6" lang={lang === 'ua' ? 'uk' : lang}>
      {blocks.map((block, i) => (
        <section key={`${block.heading}-${i}`} className="max-w-3xl">
          <h3 className="text-xl font-bold">{block.heading}</h3>
          {block.paragraphs.map((p, j) => (
            <p key={j} className="mt-2 leading-relaxed text-slate-800">
              {p}
            </p>
          ))}
          {block.table && <DataTable caption={block.table.caption} head={block.table.head} rows={block.table.rows} />}
          {block.examples && block.examples.length > 0 && (
            <ul className="mt-3 space-y-1.5">
              {block.examples.map((ex, j) => (
                <li key={j} className="rounded-lg bg-brand-50 px-3 py-2">
                  <span lang="de" className="font-semibold text-slate-900">
                    {ex.de}
                  </span>
                  <span className="block text-sm text-slate-700">{ex.tr}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { useAppStore } from '@/store/store';
import type { Worksheet } from '../content/types';

/** Worksheet cards; each opens its PDF in a new tab (spec 000 §2 "Footer", §3 "Worksheet"). */
export function WorksheetList({ items }: { items: readonly Worksheet[] }) {
  const { t } = useTranslation('worksheets');
  const lang = useAppStore((s) => s.curLang);
  return (
    <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {items.map((sheet) => (
        <li key={sheet.id} className="card flex flex-col">
          <img src={sheet.img} alt="" width={240} height={339} loading="lazy" className="mx-auto h-auto w-full max-w-60 rounded border border-slate-200" />
          <h2 className="mt-3 text-lg font-semibold">{sheet.title[lang]}</h2>
          <p className="mt-1 text-sm text-slate-600">{t('level', { level: sheet.level })}</p>
          <p className="mt-2 flex-1 text-slate-700">{sheet.descr[lang]}</p>
          <a href={sheet.url} target="_blank" rel="noopener" className="btn-primary mt-4" aria-label={`${t('download', { title: sheet.title[lang] })} (${t('newTab')})`}>
            PDF
          </a>
        </li>
      ))}
    </ul>
  );
}

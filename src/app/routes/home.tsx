import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/ui/app-link';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { isPathBuilt } from '@/lib/route-registry';
import { useAppStore } from '@/store/store';

type AreaKey = 'words' | 'grammar' | 'phrases' | 'games' | 'crosswords' | 'articles' | 'worksheets' | 'jobs' | 'exams' | 'account';

interface Area {
  key: AreaKey;
  to: string;
  /** Accent colour of the card's icon. */
  tone: string;
  icon: string;
}

/** Everything the site offers, in the order a learner looks for it. */
const areas: Area[] = [
  { key: 'words', to: paths.words, tone: 'bg-emerald-100 text-emerald-800', icon: 'M4 5h16v14H4zM8 9h8M8 13h5' },
  { key: 'grammar', to: paths.grammar, tone: 'bg-sky-100 text-sky-800', icon: 'M5 4h10l4 4v12H5zM9 12h6M9 16h6' },
  { key: 'phrases', to: paths.phrases, tone: 'bg-amber-100 text-amber-800', icon: 'M4 5h16v10H9l-5 4z' },
  { key: 'games', to: paths.games, tone: 'bg-fuchsia-100 text-fuchsia-800', icon: 'M6 8h12a3 3 0 0 1 3 3v2a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3v-2a3 3 0 0 1 3-3zM8 11v3M6.5 12.5h3' },
  { key: 'crosswords', to: paths.crosswords, tone: 'bg-rose-100 text-rose-800', icon: 'M4 4h16v16H4zM4 10h16M10 4v16M14 10v10' },
  { key: 'articles', to: paths.articles, tone: 'bg-indigo-100 text-indigo-800', icon: 'M5 4h14v16H5zM8 8h8M8 12h8M8 16h5' },
  { key: 'worksheets', to: paths.worksheets, tone: 'bg-lime-100 text-lime-800', icon: 'M6 3h9l4 4v14H6zM9 11h6M9 15h6M9 7h3' },
  { key: 'jobs', to: paths.profSectionsJob, tone: 'bg-orange-100 text-orange-800', icon: 'M4 8h16v11H4zM9 8V5h6v3' },
  { key: 'exams', to: paths.profSectionsExam, tone: 'bg-teal-100 text-teal-800', icon: 'M12 4l9 4-9 4-9-4zM7 10v5c3 2 7 2 10 0v-5' },
];

const accountArea: Area = { key: 'account', to: paths.login, tone: 'bg-slate-200 text-slate-800', icon: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 20c1-4 5-6 8-6s7 2 8 6' };

export function Component() {
  const { t } = useTranslation('home');
  const loggedIn = useAppStore((s) => s.token !== null);
  const shown = [...areas, { ...accountArea, to: loggedIn ? paths.account : paths.login }].filter((a) => isPathBuilt(a.to));
  return (
    <div className="page">
      <title>{`${env.siteName} – ${t('title')}`}</title>
      <section className="rounded-2xl bg-brand-50 px-6 py-10 sm:px-10">
        <h1 className="page-title max-w-3xl">{t('title')}</h1>
        <p className="mt-4 max-w-2xl text-lg text-slate-700">{t('lead')}</p>
      </section>
      <section aria-labelledby="areas-title" className="mt-10">
        <h2 id="areas-title" className="text-2xl font-bold">
          {t('areasTitle')}
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((area) => (
            <li key={area.key}>
              <AppLink to={area.to} className="card flex h-full gap-4 hover:border-brand-600 hover:shadow-md">
                <span className={`flex size-12 shrink-0 items-center justify-center rounded-lg ${area.tone}`}>
                  <svg aria-hidden="true" viewBox="0 0 24 24" className="size-7">
                    <path d={area.icon} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
                  </svg>
                </span>
                <span>
                  <span className="block text-lg font-semibold text-slate-900">{t(`areas.${area.key}.title`)}</span>
                  <span className="mt-1 block text-slate-700">{t(`areas.${area.key}.text`)}</span>
                </span>
              </AppLink>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { Alert } from '@/components/ui/alert';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { ClassGames } from '@/features/class-games/components/class-games';
import { useScoreboard } from '@/features/class-games/components/use-scoreboard';
import type { ClassWord } from '@/features/class-games/model/class-word';
import { usePageDescription } from '@/lib/page-description';
import { useAppStore } from '@/store/store';
import { loadGameWords, wordChoices } from '../game-sources';

type Loaded = { key: string; words: ClassWord[] } | { key: string; failed: true };

/** /for-teachers/class-games/ (issue 13): games a teacher runs on a projector, from any word set. */
export function Component() {
  const { t } = useTranslation('class-games');
  const { t: tg } = useTranslation('games');
  const lang = useAppStore((s) => s.curLang);
  usePageDescription(t('lead'));
  const choices = useMemo(() => wordChoices(lang, { level: (l) => tg(`levelChoice.${l}`), group: (l) => tg(`levelGroup.${l}`) }), [lang, tg]);
  const [choice, setChoice] = useState(() => choices.find((c) => !c.key.startsWith('level-'))?.key ?? '');
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [attempt, setAttempt] = useState(0);
  const { board, update } = useScoreboard((i) => t('teams.default', { n: i + 1 }));

  useEffect(() => {
    let live = true;
    loadGameWords(choice).then(
      (words) => {
        if (live) setLoaded(words.length > 0 ? { key: choice, words: words.map((w) => ({ de: w.de, article: w.article, img: w.img, translation: w.tr[lang] })) } : { key: choice, failed: true });
      },
      () => {
        if (live) setLoaded({ key: choice, failed: true });
      },
    );
    return () => {
      live = false;
    };
  }, [choice, lang, attempt]);

  const current = loaded?.key === choice ? loaded : null;
  const words = current && 'words' in current ? current.words : null;
  const setName = choices.find((c) => c.key === choice)?.label ?? '';
  const groups = [...new Set(choices.map((c) => c.group))];

  return (
    <>
      <title>{`${t('title')} – ${env.siteName}`}</title>
      <ClassGames
        header={
          <div>
            <Breadcrumb label={t('breadcrumb')} items={[{ label: t('breadcrumbMain'), to: paths.home }, { label: t('title') }]} />
            <h1 className="page-title mt-3 sm:text-5xl">{t('title')}</h1>
            <p className="mt-3 max-w-3xl text-xl text-slate-800">{t('lead')}</p>
          </div>
        }
        setup={
          <div className="card border-slate-400">
            <label className="flex flex-col gap-1 text-lg font-semibold">
              {t('wordSet')}
              <select className="min-h-12 w-full max-w-xl rounded-lg border border-slate-500 bg-white px-3 text-lg" value={choice} onChange={(e) => setChoice(e.target.value)}>
                {groups.map((g) => (
                  <optgroup key={g} label={g}>
                    {choices
                      .filter((c) => c.group === g)
                      .map((c) => (
                        <option key={c.key} value={c.key}>
                          {c.label}
                        </option>
                      ))}
                  </optgroup>
                ))}
              </select>
            </label>
            <div className="mt-3">
              {!current && <p role="status">{t('loading')}</p>}
              {current && 'failed' in current && (
                <Alert tone="error">
                  {t('loadFailed')}{' '}
                  <button type="button" className="text-link" onClick={() => setAttempt((n) => n + 1)}>
                    {t('retry')}
                  </button>
                </Alert>
              )}
              {words && <p>{t('wordCount', { count: words.length })}</p>}
            </div>
          </div>
        }
        words={words}
        setName={setName}
        board={board}
        update={update}
      />
    </>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/ui/app-link';
import { doneCount } from '../model/game-progress';
import { isAvailable, MODES, type Mode, type ModeId, type WordsType } from '../model/modes';
import { RatingStars } from './rating-stars';

interface Props {
  wordsType: WordsType | null;
  loggedIn: boolean;
  loginLink: string;
  timeSetting?: ReactNode;
  /** The games done for this subcategory (from the ratings); null while unknown (visitor, loading, error). */
  done: ReadonlySet<ModeId> | null;
  onStart: (mode: Mode) => void;
}

/** The table of the nine games with their difficulty and, for a learner, which are done; disabled without login (spec 001 §2, §6). */
export function ModeChooser({ wordsType, loggedIn, loginLink, timeSetting, done, onStart }: Props) {
  const { t } = useTranslation('professional');
  const modes = MODES.filter((m) => isAvailable(m, wordsType));
  const count = done ? doneCount(modes, done) : null;
  return (
    <section aria-labelledby="chooser-title" className="card mt-8">
      <h2 id="chooser-title" className="text-xl font-bold">
        {t('chooser.title')}
      </h2>
      {!loggedIn && (
        <div className="mt-2 space-y-1">
          <AppLink to={loginLink} className="text-link">
            {t('chooser.loginPrompt')}
          </AppLink>
          <p className="text-sm text-slate-700">{t('chooser.deviceOnly')}</p>
        </div>
      )}
      {count && (
        <p className="mt-2 text-sm font-medium text-slate-700" data-testid="games-done">
          {t('chooser.doneCount', { done: count.done, total: count.total })}
        </p>
      )}
      <table className="mt-4 w-full text-left">
        <thead>
          <tr className="border-b border-slate-200 text-sm text-slate-600">
            <th scope="col" className="py-2">
              {t('chooser.game')}
            </th>
            <th scope="col" className="py-2">
              {t('chooser.difficulty')}
            </th>
            {done && (
              <th scope="col" className="py-2">
                {/* On a phone the heading is a mark too (its word stays for screen readers), like its cells. */}
                <span aria-hidden="true" className="sm:hidden">
                  ✓
                </span>
                <span className="sr-only sm:not-sr-only">{t('chooser.status')}</span>
              </th>
            )}
            <th scope="col" className="py-2">
              <span className="sr-only">{t('chooser.start')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {modes.map((mode) => (
            <tr key={mode.id} className="border-b border-slate-100">
              <th scope="row" className="py-2 pr-2 font-medium">
                {t(`modes.${mode.id}`)}
              </th>
              <td className="py-2">
                <RatingStars count={mode.difficulty} label={`${t('chooser.difficulty')}: ${mode.difficulty}`} />
              </td>
              {done && (
                <td className="py-2 text-sm" data-mode={mode.id} data-done={done.has(mode.id) ? 'true' : 'false'}>
                  {/* On a phone only the mark shows (the words stay for screen readers): the table fits 320 px. */}
                  {done.has(mode.id) ? (
                    <span className="font-semibold text-green-800">
                      <span aria-hidden="true">✓</span> <span className="sr-only sm:not-sr-only">{t('chooser.done')}</span>
                    </span>
                  ) : (
                    <span className="text-slate-600">
                      <span aria-hidden="true" className="sm:hidden">
                        –
                      </span>
                      <span className="sr-only sm:not-sr-only">{t('chooser.notDone')}</span>
                    </span>
                  )}
                </td>
              )}
              <td className="py-2 text-right">
                <button type="button" className="btn-primary px-2 py-1.5 sm:px-3" disabled={!loggedIn} onClick={() => onStart(mode)} aria-label={`${t('chooser.start')}: ${t(`modes.${mode.id}`)}`}>
                  {t('chooser.start')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {/* Only "find mistakes" is timed: its setting sits right below its row (the table's last). */}
      {timeSetting && modes.some((m) => m.id === 'findMistakes') && <div className="mt-3">{timeSetting}</div>}
      <p className="mt-3 text-sm text-slate-600">{t('chooser.trophy')}</p>
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import type { Lang } from '@/i18n/languages';
import { germanOf } from '../model/quiz';
import type { RoundResult } from './quiz-runner';

/** The end of a round: score, whether a star was earned, the missed words. */
export function ResultView({ result, lang, onNewRound, onBack }: { result: RoundResult; lang: Lang; onNewRound: () => void; onBack: () => void }) {
  const { t } = useTranslation('words');
  return (
    <section aria-labelledby="result-title" className="card mt-4">
      <h3 id="result-title" className="text-xl font-bold" tabIndex={-1} ref={(el) => el?.focus()}>
        {t('resultTitle')}
      </h3>
      <p className="mt-2 text-lg">{t('resultScore', { correct: result.correct, incorrect: result.incorrect })}</p>
      <p className={`mt-2 font-semibold ${result.successful ? 'text-emerald-800' : 'text-slate-700'}`}>{result.successful ? t('resultStar') : t('resultNoStar')}</p>
      {result.missed.length > 0 && (
        <div className="mt-4">
          <h4 className="font-semibold">{t('missedTitle')}</h4>
          <ul className="mt-1 list-disc pl-6">
            {[...new Set(result.missed)].map((word) => (
              <li key={germanOf(word)}>
                <span lang="de" className="font-medium">
                  {germanOf(word)}
                </span>{' '}
                – {word.tr[lang]}
              </li>
            ))}
          </ul>
          <p className="mt-1 text-sm text-slate-600">{t('missedSaved')}</p>
        </div>
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="button" className="btn-primary" onClick={onNewRound}>
          {t('newRound')}
        </button>
        <button type="button" className="btn-secondary" onClick={onBack}>
          {t('backToWords')}
        </button>
      </div>
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import type { Lang } from '@/i18n/languages';
import type { PhraseRoundResult } from './phrase-round';

/** The end of a round: the score, whether it earned a star, the missed phrases (now in the phrase reviews). */
export function RoundResult({ result, lang, reviewsLink, onNewRound, onOtherGame }: { result: PhraseRoundResult; lang: Lang; reviewsLink: React.ReactNode; onNewRound: () => void; onOtherGame: () => void }) {
  const { t } = useTranslation('phrases');
  return (
    <section aria-labelledby="round-result" className="card mt-4">
      <h3 id="round-result" className="text-xl font-bold" tabIndex={-1} ref={(el) => el?.focus()}>
        {t('resultTitle', { game: t(`games.${result.game}.title`) })}
      </h3>
      <p className="mt-2 text-lg">{t('resultScore', { correct: result.correct, incorrect: result.incorrect })}</p>
      <p className={`mt-2 font-semibold ${result.successful ? 'text-emerald-800' : 'text-slate-700'}`}>{result.successful ? t('resultStar') : t('resultNoStar')}</p>
      {result.missed.length > 0 && (
        <div className="mt-4">
          <h4 className="font-semibold">{t('missedTitle')}</h4>
          <ul className="mt-1 list-disc pl-6">
            {result.missed.map((phrase) => (
              <li key={phrase.de}>
                <span lang="de" className="font-medium">
                  {phrase.de}
                </span>{' '}
                – {phrase.tr[lang]}
              </li>
            ))}
          </ul>
          <p className="mt-1 text-sm text-slate-600">
            {t('missedSaved')} {reviewsLink}
          </p>
        </div>
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="button" className="btn-primary" onClick={onNewRound}>
          {t('newRound')}
        </button>
        <button type="button" className="btn-secondary" onClick={onOtherGame}>
          {t('otherGames')}
        </button>
      </div>
    </section>
  );
}

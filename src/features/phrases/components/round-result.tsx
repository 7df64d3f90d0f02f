import { useTranslation } from 'react-i18next';
import { RoundResult as RoundResultView } from '@/components/quiz/round-result';
import type { Lang } from '@/i18n/languages';
import type { PhraseRoundResult } from './phrase-round';

/** The end of a round: the score, whether it earned a star, the missed phrases (now in the phrase reviews). */
export function RoundResult({ result, lang, reviewsLink, onNewRound, onOtherGame }: { result: PhraseRoundResult; lang: Lang; reviewsLink: React.ReactNode; onNewRound: () => void; onOtherGame: () => void }) {
  const { t } = useTranslation('phrases');
  return (
    <RoundResultView
      headingId="round-result"
      title={t('resultTitle', { game: t(`games.${result.game}.title`) })}
      score={t('resultScore', { correct: result.correct, incorrect: result.incorrect })}
      successful={result.successful}
      starText={t('resultStar')}
      noStarText={t('resultNoStar')}
      missedTitle={t('missedTitle')}
      missed={result.missed.map((phrase) => ({ de: phrase.de, translation: phrase.tr[lang] }))}
      missedNote={
        <>
          {t('missedSaved')} {reviewsLink}
        </>
      }
      newRoundText={t('newRound')}
      backText={t('otherGames')}
      onNewRound={onNewRound}
      onBack={onOtherGame}
    />
  );
}

import { useTranslation } from 'react-i18next';
import { RoundResult as RoundResultView } from '@/components/quiz/round-result';
import type { Lang } from '@/i18n/languages';
import { germanOf } from '../model/quiz';
import type { RoundResult } from './quiz-runner';

/** The end of a round: score, whether a star was earned, the missed words. */
export function ResultView({ result, lang, onNewRound, onBack }: { result: RoundResult; lang: Lang; onNewRound: () => void; onBack: () => void }) {
  const { t } = useTranslation('words');
  return (
    <RoundResultView
      headingId="result-title"
      title={t('resultTitle')}
      score={t('resultScore', { correct: result.correct, incorrect: result.incorrect })}
      successful={result.successful}
      starText={t('resultStar')}
      noStarText={t('resultNoStar')}
      missedTitle={t('missedTitle')}
      missed={[...new Set(result.missed)].map((word) => ({ de: germanOf(word), translation: word.tr[lang] }))}
      missedNote={t('missedSaved')}
      newRoundText={t('newRound')}
      backText={t('backToWords')}
      onNewRound={onNewRound}
      onBack={onBack}
    />
  );
}

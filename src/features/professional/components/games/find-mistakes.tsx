import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuizClock } from '@/components/quiz/use-quiz-session';
import { checkAnswer } from '@/lib/answer-check';
import { useAppStore } from '@/store/store';
import { isNoMistakeClaim } from '@/features/professional/model/answers';
import { distort } from '@/features/professional/model/distort';
import { Feedback, NextButton, TypeAnswer, type GameProps } from './shared';

/**
 * Find mistakes: 80 % of words altered; type the right word or claim no mistake. 30 s per word
 * (adjustable or off): the quiz engine's clock; running out counts as wrong.
 */
export function FindMistakes({ word, onResult, onNext }: GameProps) {
  const { t } = useTranslation('professional');
  const shown = useMemo(() => distort(word.Word, Math.random), [word]);
  const [answered, setAnswered] = useState<boolean | null>(null);
  const timeLeft = useAppStore((s) => s.quiz.timeLeft);
  const timeUp = useAppStore((s) => s.quiz.last === 'timeout');
  useQuizClock(String(word.ID), t('timeUp'));
  const correct = timeUp ? false : answered;

  const finish = (ok: boolean) => {
    if (correct !== null) return;
    setAnswered(ok);
    onResult(ok);
  };

  return (
    <div className="space-y-4">
      <p className="text-slate-700">{t('findPrompt')}</p>
      <p lang="de" className="text-3xl font-bold">
        {shown.shown}
      </p>
      <p role="timer" className="text-sm font-medium text-slate-700">
        {Number.isFinite(timeLeft) ? t('timeLeft', { count: Math.max(0, timeLeft) }) : t('timeOff')}
      </p>
      <TypeAnswer german disabled={correct !== null} onSubmit={(text) => finish(isNoMistakeClaim(text) ? !shown.altered : checkAnswer(text, word.Word).correct)} />
      <button type="button" className="btn-secondary" disabled={correct !== null} onClick={() => finish(!shown.altered)}>
        {t('noMistake')}
      </button>
      {timeUp && <p className="font-medium text-red-700">{t('timeUp')}</p>}
      <Feedback correct={correct} wrongText={t('incorrectWord', { word: word.Word })} />
      {correct !== null && <NextButton onNext={onNext} />}
    </div>
  );
}

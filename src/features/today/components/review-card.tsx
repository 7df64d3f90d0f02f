import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { GermanAnswerFields } from '@/components/quiz/german-answer-fields';
import { checkAnswer, type AnswerCheck } from '@/lib/answer-check';
import { checkTypedPhrase } from '@/lib/phrase-answers';
import { speakGerman } from '@/lib/speech';
import { GRADES, ratingFor, type Grade, type ReviewItem } from '../model/queue';

/** "in 10 min." / "in 2 days" in the interface language. */
function formatWait(ms: number, locale: string): string {
  const minutes = Math.max(1, Math.round(ms / 60_000));
  const f = new Intl.RelativeTimeFormat(locale, { numeric: 'always', style: 'short' });
  if (minutes < 60) return f.format(minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (hours < 24) return f.format(hours, 'hour');
  return f.format(Math.round(hours / 24), 'day');
}

/**
 * One card: the meaning is shown, the learner types the German (Enter checks, with the answer
 * rules of every exercise: ae/oe/ue/ss, the article as part of the word); then the rating buttons,
 * the suggested one focused (Enter continues), each saying when the card comes back.
 */
export function ReviewCard({
  item,
  locale,
  canListen,
  waits,
  onRate,
}: {
  item: ReviewItem;
  locale: string;
  canListen: boolean;
  /** When each rating brings the card back, in ms. */
  waits: Record<Grade, number>;
  onRate: (grade: Grade) => void;
}) {
  const { t } = useTranslation('today');
  const [typed, setTyped] = useState('');
  const [result, setResult] = useState<{ check: AnswerCheck; grade: Grade } | null>(null);
  // When the card appeared: the answer time decides between Hard, Good and Easy.
  const shownAt = useRef(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const suggestedRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    shownAt.current = Date.now();
  }, []);

  useEffect(() => {
    if (result) suggestedRef.current?.focus();
    else inputRef.current?.focus();
  }, [result]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (result) return;
    const check = item.kind === 'phrase' ? checkTypedPhrase(typed, item.de) : checkAnswer(typed, item.de);
    setResult({ check, grade: ratingFor(check.correct, Date.now() - shownAt.current, item.de) });
  };

  const feedback = !result ? '' : !result.check.correct ? t('review.wrong', { answer: item.de }) : result.check.viaSubstitute ? t('review.spelled', { answer: item.de }) : t('review.correct');

  return (
    <section className="card mt-4 space-y-4" aria-labelledby="today-prompt" data-testid="today-card">
      <p className="text-sm font-medium text-slate-600">{t(`review.${item.kind}`)}</p>
      <p id="today-prompt" className="text-2xl font-bold" lang={item.tr ? undefined : 'de'}>
        {item.tr || item.de}
      </p>
      <form onSubmit={submit} className="space-y-3">
        <GermanAnswerFields
          id="today-answer"
          label={t('review.answerLabel')}
          value={typed}
          onChange={setTyped}
          inputRef={inputRef}
          checkLabel={t('review.check')}
          insertLabel={(letter) => t('review.insertLetter', { letter })}
          disabled={result !== null}
          state={result ? (result.check.correct ? 'right' : 'wrong') : null}
          className="bg-white"
        />
      </form>
      <p className="min-h-6 font-semibold" role="status">
        {feedback}
      </p>
      {result && (
        <div className="space-y-3">
          {canListen && (
            <button type="button" className="btn-secondary" onClick={() => speakGerman(item.de)}>
              {t('review.listen')}
            </button>
          )}
          <fieldset>
            <legend className="font-semibold">{t('review.rateTitle')}</legend>
            <p className="text-sm text-slate-600">{t('review.rateHint')}</p>
            <div className="mt-2 flex flex-wrap gap-2">
              {GRADES.map((grade) => (
                <button
                  key={grade}
                  ref={grade === result.grade ? suggestedRef : undefined}
                  type="button"
                  className={`${grade === result.grade ? 'btn-primary' : 'btn-secondary'} flex-col`}
                  onClick={() => onRate(grade)}
                >
                  {t(`review.${grade}`)}
                  <span className="text-xs font-medium">
                    {t('review.back', { when: formatWait(waits[grade], locale) })}
                  </span>
                </button>
              ))}
            </div>
          </fieldset>
        </div>
      )}
    </section>
  );
}

import { useEffect, useLayoutEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '@/i18n/languages';
import { TugOfWar } from '@/components/ui/tug-of-war';
import { useQuizSession } from '@/components/quiz/use-quiz-session';
import { isSuccessfulRound, QUIZ_LENGTH } from '@/store/quiz-model';
import type { WordItem } from '../content/types';
import { buildRound, checkTypedWord, germanOf, type WordQuizType } from '../model/quiz';
import { IconPicture } from '@/components/ui/icon-picture';
import { SpeakButton } from './speak-button';
import { GermanAnswerFields } from '@/components/quiz/german-answer-fields';

export interface RoundResult {
  quizType: WordQuizType;
  successful: boolean;
  correct: number;
  incorrect: number;
  missed: WordItem[];
}

interface Feedback {
  correct: boolean;
  viaSubstitute: boolean;
  answer: string;
  chosen?: string;
}

/** One round of 10 questions with the spec's quiz state (spec 000 §3, §9; DECISIONS.md). */
export function QuizRunner({ words, type, lang, onFinished }: { words: readonly WordItem[]; type: WordQuizType; lang: Lang; onFinished: (result: RoundResult) => void }) {
  const { t } = useTranslation('words');
  const session = useQuizSession();
  const { quiz, start } = session;
  const questions = useMemo(() => buildRound(words, type, lang), [words, type, lang]);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [typed, setTyped] = useState('');
  const [missed, setMissed] = useState<WordItem[]>([]);
  const inputRef = useRef<HTMLInputElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const optionsRef = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    start({ type }, { length: QUIZ_LENGTH });
  }, [start, type, questions]);

  const question = questions[Math.min(quiz.round, questions.length - 1)];

  useEffect(() => {
    if (feedback) nextRef.current?.focus();
    else if (type === 'typing') inputRef.current?.focus();
    else optionsRef.current?.querySelector('button')?.focus();
  }, [feedback, quiz.round, type]);

  if (!question) return null;

  const answer = (given: string) => {
    if (feedback) return;
    const result = type === 'typing' ? checkTypedWord(given, question.word) : { correct: given === question.answer, viaSubstitute: false };
    const said = result.correct ? (result.viaSubstitute ? t('correctSpelling', { answer: question.answer }) : t('correct')) : t('wrong', { answer: question.answer });
    if (!session.answer(result.correct, germanOf(question.word), said)) return;
    if (!result.correct) setMissed((m) => [...m, question.word]);
    setFeedback({ correct: result.correct, viaSubstitute: result.viaSubstitute, answer: question.answer, chosen: given });
  };

  const next = () => {
    const last = quiz.round >= QUIZ_LENGTH - 1;
    session.next();
    setFeedback(null);
    setTyped('');
    if (last) onFinished({ quizType: type, successful: isSuccessfulRound(quiz), correct: quiz.correct, incorrect: quiz.incorrect, missed });
  };

  const submitTyped = (event: FormEvent) => {
    event.preventDefault();
    if (!feedback && typed.trim() !== '') answer(typed);
  };

  const heading = type === 'pictures' ? t('whatMeans') : type === 'german' ? t('whichGerman') : t('writeGerman');

  return (
    <section aria-labelledby="quiz-question" className="card mt-4">
      <div className="flex items-center justify-between gap-4 text-sm text-slate-700">
        <span>{t('question', { n: Math.min(quiz.round + 1, QUIZ_LENGTH), total: QUIZ_LENGTH })}</span>
        <span aria-hidden="true">{'✓ ' + quiz.correct + '  ✗ ' + quiz.incorrect}</span>
      </div>
      <div className="mt-2">
        <TugOfWar health={quiz.health} label={t('health')} />
      </div>
      <h3 id="quiz-question" className="mt-4 text-sm font-semibold tracking-wide text-slate-600 uppercase">
        {heading}
      </h3>
      <div className="mt-2 flex items-center gap-4">
        {type !== 'pictures' && <IconPicture name={question.word.img} size={72} className="size-18" />}
        <p className="text-2xl font-bold" lang={type === 'pictures' ? 'de' : undefined}>
          {question.prompt}
        </p>
        {type === 'pictures' && <SpeakButton text={question.prompt} />}
      </div>

      {type === 'typing' ? (
        <form onSubmit={submitTyped} className="mt-4 space-y-3">
          <GermanAnswerFields
            id="quiz-answer"
            label={t('answerLabel')}
            value={typed}
            onChange={setTyped}
            inputRef={inputRef}
            checkLabel={t('check')}
            insertLabel={(letter) => t('insertLetter', { letter })}
            disabled={feedback !== null}
            state={feedback ? (feedback.correct ? 'right' : 'wrong') : null}
          />
        </form>
      ) : (
        <div ref={optionsRef} className="mt-4 grid gap-2 sm:grid-cols-2">
          {question.options.map((option) => {
            const state = feedback ? (option === feedback.answer ? 'right' : option === feedback.chosen ? 'wrong' : 'idle') : 'idle';
            return (
              <button
                key={option}
                type="button"
                lang={type === 'german' ? 'de' : undefined}
                disabled={feedback !== null}
                onClick={() => answer(option)}
                className={`rounded-lg border-2 px-4 py-3 text-left text-lg font-medium disabled:cursor-default ${
                  state === 'right' ? 'border-emerald-600 bg-emerald-50' : state === 'wrong' ? 'border-red-600 bg-red-50' : 'border-slate-300 hover:border-brand-600'
                }`}
              >
                {option}
              </button>
            );
          })}
        </div>
      )}

      <div className="mt-4 min-h-8">
        {feedback && (
          <p className={`font-semibold ${feedback.correct ? 'text-emerald-800' : 'text-red-700'}`}>
            {feedback.correct ? (feedback.viaSubstitute ? t('correctSpelling', { answer: feedback.answer }) : t('correct')) : t('wrong', { answer: feedback.answer })}
          </p>
        )}
      </div>
      {feedback && (
        <button ref={nextRef} type="button" className="btn-primary mt-2" onClick={next}>
          {quiz.round >= QUIZ_LENGTH - 1 ? t('showResult') : t('next')}
        </button>
      )}
    </section>
  );
}

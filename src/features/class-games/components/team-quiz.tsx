import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconPicture } from '@/components/ui/icon-picture';
import { useAppStore } from '@/store/store';
import { germanOf, type ClassWord } from '../model/class-word';
import { buildQuiz, canBuildQuiz, type QuizQuestion } from '../model/quiz';
import { addPoints, nextTurn, teamName, type Scoreboard } from '../model/scoreboard';

interface Props {
  words: readonly ClassWord[];
  board: Scoreboard;
  update: (change: (b: Scoreboard) => Scoreboard) => void;
  nameOf: (i: number) => string;
}

/** Team quiz: picture and meaning → which German word (4 options); teams answer in turn. */
export function TeamQuiz({ words, board, update, nameOf }: Props) {
  const { t } = useTranslation('class-games');
  const announce = useAppStore((s) => s.announce);
  const quizWords = words.map((w) => ({ german: germanOf(w), img: w.img, translation: w.translation }));
  const [questions, setQuestions] = useState<QuizQuestion[] | null>(null);
  const [at, setAt] = useState(0);
  const [chosen, setChosen] = useState<string | null>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const overRef = useRef<HTMLParagraphElement>(null);
  const team = teamName(board, board.turn, nameOf);
  const over = questions !== null && at >= questions.length;
  useEffect(() => {
    if (over) overRef.current?.focus();
  }, [over]);

  useEffect(() => {
    if (chosen !== null) nextRef.current?.focus();
  }, [chosen]);

  if (!canBuildQuiz(quizWords)) return <p className="text-xl">{t('quiz.none')}</p>;

  const start = () => {
    setQuestions(buildQuiz(quizWords));
    setAt(0);
    setChosen(null);
  };

  if (!questions) {
    return (
      <div>
        <p className="text-xl">{t('quiz.intro')}</p>
        <button type="button" className="btn-primary mt-4 min-h-12 text-xl" onClick={start}>
          {t('quiz.start')}
        </button>
      </div>
    );
  }

  const question = questions[at];
  if (!question) {
    return (
      <div>
        <p className="text-3xl font-bold" tabIndex={-1} ref={overRef}>
          {t('quiz.over')}
        </p>
        <button type="button" className="btn-primary mt-4 min-h-12 text-xl" onClick={start}>
          {t('quiz.again')}
        </button>
      </div>
    );
  }

  const answer = (option: string) => {
    if (chosen !== null) return;
    setChosen(option);
    const right = option === question.word.german;
    if (right) update((b) => addPoints(b, b.turn, 1));
    announce(right ? t('quiz.right', { team }) : t('quiz.wrong', { answer: question.word.german }));
  };

  const right = chosen === question.word.german;
  return (
    <div>
      <h3 ref={headingRef} tabIndex={-1} className="text-2xl font-bold" id="cg-quiz-question">
        {t('quiz.progress', { n: at + 1, total: questions.length })} · {t('turnOf', { team })}
      </h3>
      <div className="mt-3 flex flex-wrap items-center gap-4">
        <IconPicture name={question.word.img} size={160} className="size-32 sm:size-40" />
        <p className="text-3xl font-semibold sm:text-4xl" data-testid="quiz-meaning">
          {question.word.translation}
        </p>
      </div>
      <p className="mt-3 text-xl">{t('quiz.ask')}</p>
      <ul className="mt-2 grid gap-3 sm:grid-cols-2" aria-labelledby="cg-quiz-question">
        {question.options.map((option) => {
          const mark = chosen === null ? '' : option === question.word.german ? '✓ ' : option === chosen ? '✗ ' : '';
          return (
            <li key={option}>
              <button
                type="button"
                lang="de"
                className={`min-h-14 w-full rounded-xl border-4 px-4 py-2 text-left text-2xl font-bold sm:text-3xl ${
                  chosen !== null && option === question.word.german ? 'border-emerald-700 bg-emerald-50' : chosen === option ? 'border-red-700 bg-red-50' : 'border-slate-500 bg-white hover:bg-slate-50'
                }`}
                aria-disabled={chosen !== null}
                onClick={() => answer(option)}
              >
                {mark}
                {option}
              </button>
            </li>
          );
        })}
      </ul>
      {chosen !== null && (
        <div className="mt-4">
          <p className="text-2xl font-bold" data-testid="quiz-feedback">
            {right ? (
              `✓ ${t('quiz.right', { team })}`
            ) : (
              <>
                ✗ {t('quiz.wrongLead')} <span lang="de">{question.word.german}</span>
              </>
            )}
          </p>
          <button
            ref={nextRef}
            type="button"
            className="btn-primary mt-3 min-h-12 text-xl"
            onClick={() => {
              update(nextTurn);
              setAt((n) => n + 1);
              setChosen(null);
              headingRef.current?.focus();
            }}
          >
            {at + 1 < questions.length ? t('quiz.next') : t('quiz.finish')}
          </button>
        </div>
      )}
    </div>
  );
}

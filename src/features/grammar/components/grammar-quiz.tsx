import { ScoreTally } from '@/components/quiz/game-parts';
import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TugOfWar } from '@/components/ui/tug-of-war';
import { useQuizSession } from '@/components/quiz/use-quiz-session';
import { isSuccessfulRound, QUIZ_LENGTH } from '@/store/quiz-model';
import { useAppStore } from '@/store/store';
import type { RuleBlock } from '../content/types';
import { checkChoice, checkPart, frogFor, hintOf, planRound, type PlannedQuestion, type QuizItem } from '../model/quiz';
import { Frog } from './frogs';
import { RulesView } from './rules-view';
import { GermanAnswerFields } from '@/components/quiz/german-answer-fields';

type Phase = 0 | 1 | 2;

/**
 * The mode-based grammar quiz (spec 000 §2, §4): phase 0 the rules with "Let's Practice!",
 * phase 1 ten questions, phase 2 the result with a frog and "New Round!".
 */
export function GrammarQuiz({
  rules,
  rulesLang,
  items,
  onRoundFinished,
  children,
}: {
  rules: readonly RuleBlock[];
  rulesLang: string;
  items: readonly QuizItem[];
  onRoundFinished: (successful: boolean) => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation('grammar');
  const session = useQuizSession();
  const { quiz } = session;
  const lang = useAppStore((s) => s.curLang);
  const [phase, setPhase] = useState<Phase>(0);
  // The whole round is planned when it starts: ten different sentences while the list has ten.
  const [round, setRound] = useState<PlannedQuestion[]>(() => planRound(items, QUIZ_LENGTH));
  const question = round[Math.min(quiz.round, round.length - 1)];
  const [typed, setTyped] = useState('');
  const [outcome, setOutcome] = useState<{ correct: boolean; viaSubstitute: boolean; chosen?: string } | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const firstChoiceRef = useRef<HTMLButtonElement>(null);
  const practiceRef = useRef<HTMLButtonElement>(null);
  // "New Round!" leads back to the rules (spec 000 §4); the learner continues at "Let's Practice!".
  const [backFromResult, setBackFromResult] = useState(false);
  const base = useMemo(() => ({ items }), [items]);

  useEffect(() => {
    if (phase !== 1 || outcome || !question) return;
    if (question.item.kind === 'part') inputRef.current?.focus();
    else firstChoiceRef.current?.focus();
  }, [phase, question, outcome]);

  useEffect(() => {
    if (phase !== 0 || !backFromResult) return;
    const button = practiceRef.current;
    // The rules are long: without this the button is far below, and focus is lost on the page.
    button?.focus({ preventScroll: true });
    button?.scrollIntoView?.({ block: 'center' });
  }, [phase, backFromResult]);

  const restart = () => {
    session.start(base, { length: QUIZ_LENGTH });
    setRound(planRound(items, QUIZ_LENGTH));
    setTyped('');
    setOutcome(null);
  };

  const answer = (given: string) => {
    if (!question || outcome) return;
    const expected = question.item.kind === 'part' ? (question.hidden?.answer ?? '') : question.item.answer;
    const result = question.item.kind === 'part' ? checkPart(given, expected, question.hidden?.alternatives) : { correct: checkChoice(given, question.item), viaSubstitute: false };
    const said = result.correct ? (result.viaSubstitute ? t('correctSpelling', { answer: expected }) : t('correct')) : t('wrong', { answer: expected });
    if (!session.answer(result.correct, question.item.kind === 'part' ? (question.hidden?.full ?? '') : question.item.question, said)) return;
    setOutcome({ ...result, chosen: given });
  };

  const next = () => {
    session.next();
    if (quiz.round >= QUIZ_LENGTH - 1) {
      setPhase(2);
      onRoundFinished(isSuccessfulRound(quiz));
      return;
    }
    setTyped('');
    setOutcome(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (outcome) next();
    else if (typed.trim() !== '') answer(typed);
  };

  return (
    <div className="mt-4">
      <h2 className="text-2xl font-bold">{t('heading')}</h2>

      {phase === 0 && (
        <div className="mt-4">
          <RulesView blocks={rules} lang={rulesLang} />
          <button
            ref={practiceRef}
            type="button"
            className="btn-primary mt-6"
            onClick={() => {
              restart();
              setPhase(1);
            }}
          >
            {t('letsPractice')}
          </button>
        </div>
      )}

      {phase === 1 && question && (
        <section aria-labelledby="grammar-question" className="card mt-4">
          <div className="flex items-center justify-between text-sm text-slate-700">
            <span>{t('question', { n: Math.min(quiz.round + 1, QUIZ_LENGTH), total: QUIZ_LENGTH })}</span>
            <ScoreTally correct={quiz.correct} incorrect={quiz.incorrect} />
          </div>
          <div className="mt-2">
            <TugOfWar health={quiz.health} label={t('health')} />
          </div>

          {question.item.kind === 'part' && question.hidden ? (
            <form onSubmit={submit} className="mt-4 space-y-3">
              <h3 id="grammar-question" className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
                {t('fillGap')}
              </h3>
              <p lang="de" className="text-2xl font-semibold">
                {outcome ? question.hidden.full : question.hidden.gapped}
              </p>
              <p className="text-slate-700">{t('translation', { text: hintOf(question.item, lang) })}</p>
              <GermanAnswerFields
                id="grammar-answer"
                label={t('answerLabel')}
                value={typed}
                onChange={setTyped}
                inputRef={inputRef}
                checkLabel={t('checkAnswer')}
                insertLabel={(letter) => t('insertLetter', { letter })}
                disabled={outcome !== null}
                state={outcome ? (outcome.correct ? 'right' : 'wrong') : null}
              />
            </form>
          ) : question.item.kind === 'choice' ? (
            <div className="mt-4 space-y-3">
              <h3 id="grammar-question" className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
                {t('chooseVariant')}
              </h3>
              <p lang="de" className="text-2xl font-semibold">
                {outcome ? question.item.question.replace('___', question.item.answer) : question.item.question}
              </p>
              <div className="flex flex-wrap gap-2">
                {question.item.variants.map((variant, i) => {
                  const item = question.item as Extract<QuizItem, { kind: 'choice' }>;
                  const state = outcome ? (variant === item.answer || (outcome.correct && variant === outcome.chosen) ? 'right' : variant === outcome.chosen ? 'wrong' : 'idle') : 'idle';
                  return (
                    <button
                      key={variant}
                      ref={i === 0 ? firstChoiceRef : undefined}
                      type="button"
                      lang="de"
                      disabled={outcome !== null}
                      onClick={() => answer(variant)}
                      className={`rounded-lg border-2 px-4 py-2.5 text-lg font-medium ${state === 'right' ? 'border-emerald-600 bg-emerald-50' : state === 'wrong' ? 'border-red-600 bg-red-50' : 'border-slate-300 hover:border-brand-600'}`}
                    >
                      {variant}
                    </button>
                  );
                })}
              </div>
              {outcome && question.item.explanation && <p className="text-slate-700">{question.item.explanation[lang]}</p>}
            </div>
          ) : null}

          <p className={`mt-3 min-h-7 font-semibold ${outcome?.correct ? 'text-emerald-800' : 'text-red-700'}`}>
            {outcome
              ? outcome.correct
                ? outcome.viaSubstitute
                  ? t('correctSpelling', { answer: question.hidden?.answer ?? '' })
                  : t('correct')
                : t('wrong', { answer: question.item.kind === 'part' ? (question.hidden?.answer ?? '') : question.item.answer })
              : ''}
          </p>
          <div className="mt-2 flex flex-wrap gap-3">
            {outcome && (
              <button type="button" className="btn-primary" onClick={next} ref={(el) => el?.focus()}>
                {t('nextQuestion')}
              </button>
            )}
            <button type="button" className="btn-secondary" onClick={restart}>
              {t('repeat')}
            </button>
          </div>
        </section>
      )}

      {phase === 2 && (
        <section aria-labelledby="grammar-result" className="card mt-4 flex flex-col items-center text-center">
          <h3 id="grammar-result" className="text-xl font-bold" tabIndex={-1} ref={(el) => el?.focus()}>
            {t('resultTitle')}
          </h3>
          <Frog mood={frogFor(quiz.incorrect)} label={t(`frog.${frogFor(quiz.incorrect)}`)} />
          <p className="text-lg">{t('resultScore', { correct: quiz.correct, incorrect: quiz.incorrect })}</p>
          {isSuccessfulRound(quiz) ? <p className="font-semibold text-emerald-800">{t('starEarned')}</p> : <p className="font-semibold text-slate-700">{t('noStar')}</p>}
          <button
            type="button"
            className="btn-primary mt-4"
            onClick={() => {
              setBackFromResult(true);
              setPhase(0);
            }}
          >
            {t('newRound')}
          </button>
        </section>
      )}
      {children}
    </div>
  );
}

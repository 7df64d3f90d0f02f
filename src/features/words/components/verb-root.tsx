import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '@/i18n/languages';
import { useQuizSession } from '@/components/quiz/use-quiz-session';
import type { VerbRootElement, VerbRootSet } from '../content/types';
import { IconPicture } from '@/components/ui/icon-picture';
import { SpeakButton } from './speak-button';
import { shuffle } from '@/lib/random';

/** An element as the quiz holds it: `isCorrect` (always false in the content) turns true once answered right. */
type QuizElement = Omit<VerbRootElement, 'isCorrect'> & { isCorrect: boolean };

/** The element's meaning and its sentence's translation in the interface language. */
function meaningOf(e: QuizElement, lang: Lang): string {
  return lang === 'de' ? e.de_meaning : e[lang];
}
function sentenceOf(e: QuizElement, lang: Lang): string {
  return lang === 'de' ? e.de_meaning : e[`sentence_${lang}`];
}

/**
 * A verb-root quiz (spec 000 §3): the verbs with their sentences, then a quiz in which the learner
 * picks the verb a sentence uses, from its translation. An element's `isCorrect` becomes true
 * once it is answered right; each pass asks the elements not yet answered right.
 */
export function VerbRootQuiz({ set, lang, onPass }: { set: VerbRootSet; lang: Lang; onPass: (mistakes: number) => void }) {
  const { t } = useTranslation('words');
  const [elements, setElements] = useState<QuizElement[]>(() => set.elements.map((e) => ({ ...e, isCorrect: false })));
  const [order, setOrder] = useState<number[]>(() => shuffle(set.elements.map((_, i) => i)));
  const [chosen, setChosen] = useState<string | null>(null);
  // First the verbs to learn, then the quiz: while it runs the list must not show the answers.
  const [started, setStarted] = useState(false);
  const session = useQuizSession();
  const { quiz, start } = session;
  const current = started ? elements[order[quiz.round] ?? -1] : undefined;
  const options = useMemo(() => {
    if (!current) return [];
    const others = shuffle(elements.filter((e) => e.de !== current.de)).slice(0, 3);
    return shuffle([current, ...others]).map((e) => e.de);
  }, [current, elements]);
  const allDone = elements.every((e) => e.isCorrect);
  // Answered-right elements are never asked again (later passes ask only the open ones), so the
  // list may show them during the quiz; the open ones would give the answers away.
  const quizRunning = started && !allDone;
  const listed = quizRunning ? elements.filter((e) => e.isCorrect) : elements;

  const optionsRef = useRef<HTMLDivElement>(null);
  // Keyboard users land on the first option of each new question (the Start button is gone).
  useEffect(() => {
    if (current && !chosen) optionsRef.current?.querySelector('button')?.focus();
  }, [current, chosen]);

  const begin = () => {
    // One pass over the open elements is one session on the quiz engine.
    start({ root: set.type }, { length: set.elements.length });
    setStarted(true);
  };

  const choose = (verb: string) => {
    if (!current || chosen) return;
    const right = verb === current.de;
    if (!session.answer(right, current.de, right ? t('correct') : t('wrong', { answer: current.de }))) return;
    setChosen(verb);
    if (right) setElements((list) => list.map((e) => (e.de === current.de ? { ...e, isCorrect: true } : e)));
  };

  const next = () => {
    setChosen(null);
    session.next();
    if (quiz.round + 1 < order.length) return;
    onPass(quiz.incorrect);
    const open = elements.map((e, i) => (e.isCorrect ? -1 : i)).filter((i) => i >= 0);
    setOrder(shuffle(open));
    start({ root: set.type }, { length: open.length });
  };

  return (
    <>
      <section aria-labelledby="root-quiz" className="card mt-6">
        <h2 id="root-quiz" className="text-xl font-bold">
          {t('verbRoot.quizTitle')}
        </h2>
        {!started ? (
          <>
            <p className="mt-1 text-slate-700">{t('verbRoot.quizLead')}</p>
            <p className="mt-1 text-slate-700">{t('verbRoot.studyLead')}</p>
            <button type="button" className="btn-primary mt-4" onClick={begin}>
              {t('verbRoot.start')}
            </button>
          </>
        ) : allDone && !chosen ? (
          <p role="status" className="mt-3 font-semibold text-emerald-800">
            {t('verbRoot.done')}
          </p>
        ) : current ? (
          <>
            <p className="mt-1 text-slate-700">{t('verbRoot.quizLead')}</p>
            <p className="mt-3 text-sm font-semibold text-slate-600">{t('verbRoot.sentenceMeaning')}</p>
            <p className="text-xl font-semibold">{sentenceOf(current, lang)}</p>
            <div ref={optionsRef} className="mt-4 grid gap-2 sm:grid-cols-2">
              {options.map((verb) => {
                const state = chosen ? (verb === current.de ? 'right' : verb === chosen ? 'wrong' : 'idle') : 'idle';
                return (
                  <button
                    key={verb}
                    type="button"
                    lang="de"
                    disabled={chosen !== null}
                    onClick={() => choose(verb)}
                    className={`rounded-lg border-2 px-4 py-3 text-left text-lg font-medium ${state === 'right' ? 'border-emerald-600 bg-emerald-50' : state === 'wrong' ? 'border-red-600 bg-red-50' : 'border-slate-300 hover:border-brand-600'}`}
                  >
                    {verb}
                  </button>
                );
              })}
            </div>
            <div className="mt-3 min-h-8">
              {chosen && (
                <p className={`font-semibold ${chosen === current.de ? 'text-emerald-800' : 'text-red-700'}`}>
                  {chosen === current.de ? t('correct') : t('wrong', { answer: current.de })}{' '}
                  <span lang="de" className="font-normal text-slate-800">
                    {current.sentence}
                  </span>
                </p>
              )}
            </div>
            {chosen && (
              <button type="button" className="btn-primary mt-2" onClick={next} ref={(el) => el?.focus()}>
                {t('next')}
              </button>
            )}
          </>
        ) : null}
      </section>

      <section aria-labelledby="root-list" className="mt-8">
        <h2 id="root-list" className="text-2xl font-bold">
          {t('verbRoot.listTitle', { root: set.type === 'loesen' ? 'lösen' : set.type })}
        </h2>
        {quizRunning && <p className="mt-3 text-slate-700">{t('verbRoot.hiddenDuringQuiz', { found: listed.length, total: elements.length })}</p>}
        {listed.length > 0 && (
          <ul className="mt-3 grid gap-3 sm:grid-cols-2">
            {listed.map((e) => (
              <li key={e.de} className="card flex gap-3">
                <IconPicture name={e.img || undefined} size={48} className="size-12 shrink-0" />
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-x-2">
                    <span lang="de" className="text-lg font-semibold">
                      {e.de}
                    </span>
                    <span className="text-slate-700">– {meaningOf(e, lang)}</span>
                    {e.isCorrect && (
                      <span className="text-emerald-700" role="img" aria-label={t('verbRoot.solved')}>
                        ✓
                      </span>
                    )}
                  </p>
                  <p lang="de" className="mt-1 text-slate-800">
                    {e.sentence}
                  </p>
                  {lang !== 'de' && <p className="text-sm text-slate-600">{e[`sentence_${lang}`]}</p>}
                </div>
                <SpeakButton text={e.sentence} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

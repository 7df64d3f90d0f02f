import { ScoreTally } from '@/components/quiz/game-parts';
import { useLayoutEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BuildPhrase } from '@/components/quiz/build-phrase';
import { FillBlank } from '@/components/quiz/fill-blank';
import { Pronunciation } from '@/components/quiz/pronunciation';
import { useQuizSession } from '@/components/quiz/use-quiz-session';
import { TugOfWar } from '@/components/ui/tug-of-war';
import type { Lang } from '@/i18n/languages';
import type { Random } from '@/lib/random';
import { isSuccessfulRound } from '@/store/quiz-model';
import { useAppStore } from '@/store/store';
import type { Phrase } from '../content/types';
import { interchangeable, pickRoundPhrases, PHRASES_PER_ROUND, roundMaterial, type PhraseGame } from '../model/games';
import { ChooseGerman, ListenAndChoose } from './choice-games';

export interface PhraseRoundResult {
  game: PhraseGame;
  /** Fewer than 3 mistakes: a star (DECISIONS.md "Progress"). */
  successful: boolean;
  correct: number;
  incorrect: number;
  /** The phrases answered wrong, each once. */
  missed: Phrase[];
}

/**
 * One round of a phrase game on the quiz engine: 10 phrases without repetition while the set
 * allows, health and counts as in every quiz; a wrong first answer puts the phrase on the missed
 * list and hands it to `onMissed`.
 */
export function PhraseRound({
  game,
  phrases,
  lang,
  onMissed,
  onFinished,
  random = Math.random,
}: {
  game: PhraseGame;
  phrases: readonly Phrase[];
  lang: Lang;
  /** A phrase answered wrong, at once (it joins the phrase reviews even if the round is left). */
  onMissed: (phrase: Phrase) => void;
  onFinished: (result: PhraseRoundResult) => void;
  random?: Random;
}) {
  const { t } = useTranslation('phrases');
  const { t: tq } = useTranslation('quiz');
  const session = useQuizSession();
  const { quiz, start } = session;
  const round = useMemo(() => pickRoundPhrases(roundMaterial(game, phrases), random), [game, phrases, random]);
  const [missed, setMissed] = useState<Phrase[]>([]);

  useLayoutEffect(() => {
    start({ game }, { length: PHRASES_PER_ROUND });
  }, [start, game, round]);

  const index = Math.min(quiz.round, round.length - 1);
  const phrase = round[index];
  // Never a wrong option that is right too (issue 27: "Gern geschehen!" and "Bitte schön!").
  const others = useMemo(() => phrases.filter((p) => p !== phrase && !(phrase && interchangeable(p, phrase))), [phrases, phrase]);
  if (!phrase) return null;

  const translation = phrase.tr[lang];
  const last = index >= round.length - 1;

  const onResult = (correct: boolean) => {
    const said = correct ? tq('correct') : tq('wrongPhrase', { phrase: phrase.de });
    if (!session.answer(correct, phrase.de, said)) return;
    if (correct) return;
    setMissed((m) => (m.includes(phrase) ? m : [...m, phrase]));
    onMissed(phrase);
  };

  const onNext = () => {
    session.next();
    if (!last) return;
    const finished = useAppStore.getState().quiz;
    onFinished({ game, successful: isSuccessfulRound(finished), correct: finished.correct, incorrect: finished.incorrect, missed });
  };

  const nextLabel = last ? t('showResult') : undefined;
  const key = `${index}-${phrase.de}`;
  const register = phrase.register === 'formal' || phrase.register === 'informal' ? t(`register.${phrase.register}`) : undefined;
  const common = { phrase: phrase.de, translation, onResult, onNext };
  // Formal or informal decides Ihnen or dir, which most English translations do not show.
  const answered = { ...common, alternatives: phrase.alternatives, register };

  return (
    <section aria-labelledby="round-progress" className="card mt-4">
      <div className="flex items-center justify-between gap-4 text-sm text-slate-700">
        <h3 id="round-progress" className="font-medium">
          {t('question', { n: index + 1, total: round.length })}
        </h3>
        <ScoreTally correct={quiz.correct} incorrect={quiz.incorrect} />
      </div>
      <div className="mt-2">
        <TugOfWar health={quiz.health} label={t('health')} />
      </div>
      <div className="mt-4">
        {game === 'listen' && <ListenAndChoose key={key} {...common} others={others.map((p) => p.tr[lang])} nextLabel={nextLabel ?? tq('next')} random={random} />}
        {game === 'choose' && <ChooseGerman key={key} {...common} register={register} others={others.map((p) => p.de)} nextLabel={nextLabel ?? tq('next')} random={random} />}
        {game === 'fill' && <FillBlank key={key} {...answered} nextLabel={nextLabel} random={random} />}
        {game === 'build' && <BuildPhrase key={key} {...answered} nextLabel={nextLabel} random={random} />}
        {game === 'say' && <Pronunciation key={key} {...common} unit="phrase" nextLabel={nextLabel} />}
      </div>
    </section>
  );
}

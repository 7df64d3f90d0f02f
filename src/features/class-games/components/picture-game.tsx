import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconPicture } from '@/components/ui/icon-picture';
import { useAppStore } from '@/store/store';
import { germanOf, type ClassWord } from '../model/class-word';
import { newPicker, pickNext, type Picker } from '../model/picker';
import { isCovered, newReveal, showAnswer, TILES, uncover, uncoverRandom, type Reveal } from '../model/reveal';
import { addPoints, teamName, type Scoreboard } from '../model/scoreboard';

interface Props {
  words: readonly ClassWord[];
  board: Scoreboard;
  update: (change: (b: Scoreboard) => Scoreboard) => void;
  nameOf: (i: number) => string;
}

/** "What is it?": a picture under 9 tiles; the teacher uncovers tiles, then shows the answer and gives a point. */
export function PictureGame({ words, board, update, nameOf }: Props) {
  const { t } = useTranslation('class-games');
  const announce = useAppStore((s) => s.announce);
  const [picker, setPicker] = useState<Picker>(() => newPicker(words.length));
  const [index, setIndex] = useState<number | null>(null);
  const [reveal, setReveal] = useState<Reveal>(newReveal);
  const [awarded, setAwarded] = useState<number | null>(null);
  const answerRef = useRef<HTMLButtonElement>(null);
  const solutionRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (reveal.answerShown) solutionRef.current?.focus();
  }, [reveal.answerShown]);
  const word = index === null ? undefined : words[index];

  const next = () => {
    const r = pickNext(picker);
    if (r.index === null) return;
    setPicker(r.picker);
    setIndex(r.index);
    setReveal(newReveal());
    setAwarded(null);
  };

  if (words.length === 0) return <p className="text-xl">{t('picture.none')}</p>;
  if (!word) {
    return (
      <div>
        <p className="text-xl">{t('picture.intro')}</p>
        <button type="button" className="btn-primary mt-4 min-h-12 text-xl" onClick={next}>
          {t('picture.start')}
        </button>
      </div>
    );
  }

  const open = (change: (r: Reveal) => Reveal) => {
    const after = change(reveal);
    setReveal(after);
    announce(t('picture.uncovered', { count: after.uncovered.length, total: TILES }));
    if (after.uncovered.length === TILES) answerRef.current?.focus();
  };

  return (
    <div>
      <p className="text-xl">{t('picture.ask')}</p>
      <div className="mt-3 flex flex-wrap items-start gap-6">
        <div className="relative size-60 shrink-0 rounded-xl border-4 border-slate-900 bg-white sm:size-72">
          <IconPicture name={word.img} size={288} className="size-full p-4" />
          <ul className="absolute inset-0 grid grid-cols-3 grid-rows-3" aria-label={t('picture.tiles')}>
            {Array.from({ length: TILES }, (_, i) => (
              <li key={i} className="contents">
                {isCovered(reveal, i) ? (
                  <button
                    type="button"
                    className="border border-slate-500 bg-slate-800 text-xl font-bold text-white hover:bg-slate-700"
                    onClick={() => open((r) => uncover(r, i))}
                    aria-label={t('picture.tile', { n: i + 1, total: TILES })}
                  >
                    {i + 1}
                  </button>
                ) : (
                  <span />
                )}
              </li>
            ))}
          </ul>
        </div>
        <div className="flex min-w-0 flex-col gap-3">
          <p className="text-xl font-semibold">{t('picture.open', { count: reveal.uncovered.length, total: TILES })}</p>
          {!reveal.answerShown && (
            <>
              <button type="button" className="btn-secondary min-h-12 text-xl" disabled={reveal.uncovered.length === TILES} onClick={() => open((r) => uncoverRandom(r))}>
                {t('picture.random')}
              </button>
              <button ref={answerRef} type="button" className="btn-primary min-h-12 text-xl" onClick={() => setReveal(showAnswer())}>
                {t('picture.show')}
              </button>
            </>
          )}
        </div>
      </div>
      {reveal.answerShown && (
        <div className="mt-4">
          <p className="text-4xl font-bold sm:text-5xl" lang="de" data-testid="picture-answer" tabIndex={-1} ref={solutionRef}>
            {germanOf(word)}
          </p>
          <p className="mt-1 text-2xl">{word.translation}</p>
          <div role="group" aria-label={t('picture.award')} className="mt-4 flex flex-wrap gap-2">
            {board.teams.map((_, i) => (
              <button
                key={i}
                type="button"
                className="btn-secondary min-h-12 text-xl"
                disabled={awarded !== null}
                onClick={() => {
                  update((b) => addPoints(b, i, 1));
                  setAwarded(i);
                  announce(t('picture.awarded', { team: teamName(board, i, nameOf) }));
                }}
              >
                {t('pointFor', { team: teamName(board, i, nameOf) })}
              </button>
            ))}
          </div>
          {awarded !== null && <p className="mt-2 text-2xl font-semibold">✓ {t('picture.awarded', { team: teamName(board, awarded, nameOf) })}</p>}
          <button type="button" className="btn-primary mt-4 min-h-12 text-xl" onClick={next}>
            {t('picture.next')}
          </button>
        </div>
      )}
    </div>
  );
}

import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NextButton } from '@/components/quiz/game-parts';
import { TugOfWar } from '@/components/ui/tug-of-war';
import type { Lang } from '@/i18n/languages';
import type { Random } from '@/lib/random';
import { canSpeak, speakGerman } from '@/lib/speech';
import type { GameResult } from '../components/game-frame';
import { RoundHeader } from '../components/round-header';
import { useGameRound } from '../components/use-game-round';
import type { Article, Compound } from '../content/types';
import type { CompoundContent } from './load-compounds';
import { buildRound, checkCompound, fullAnswer, piecesOf, withArticle, type RoundItem, type Verdict } from './model/compound-round';

const ARTICLES: readonly Article[] = ['der', 'die', 'das'];

/**
 * The compound-words game (issue 12 game 4): 10 compounds of a level; for each, the meaning and a
 * row of part tiles. The learner picks the parts in order (tap, click, or Tab + Enter), then the
 * article, and checks. The linking element and a changed stem are not asked: they show with the
 * answer (der Geburtstag·s·kuchen = der Geburtstag + s + der Kuchen).
 */
export function CompoundWords({ content, lang, onDone, random = Math.random }: { content: CompoundContent; lang: Lang; onDone: (result: GameResult) => void; random?: Random }) {
  const { t } = useTranslation('game-compound-words');
  const round = useMemo(() => buildRound(content.compounds, { known: content.known, random }), [content, random]);
  const { quiz, item, index, n, total, last, answer, next } = useGameRound({ game: 'compound-words', items: round, onDone });
  if (!item) return null;

  const onAnswer = (verdict: Verdict) => {
    const full = fullAnswer(item.compound);
    const said = verdict.correct ? `${t('correct')} ${full}` : `${t('wrong')} ${t('answerIs')} ${full}`;
    answer(verdict.correct, withArticle(item.compound), said, { de: withArticle(item.compound), translation: item.compound.tr[lang] });
  };

  return (
    <section aria-labelledby="compound-progress" className="card max-w-3xl">
      <RoundHeader id="compound-progress" title={t('progress', { n, total })} score={quiz} compact />
      <div className="mt-2">
        <TugOfWar health={quiz.health} label={t('health')} />
      </div>
      <CompoundItem key={`${index}-${item.compound.word}`} item={item} meaning={item.compound.tr[lang]} last={last} onAnswer={onAnswer} onNext={() => next()} />
    </section>
  );
}

/** One compound: the meaning, the tiles, the article, Check; then the answer and Next. Remount for a new item. */
function CompoundItem({ item, meaning, last, onAnswer, onNext }: { item: RoundItem; meaning: string; last: boolean; onAnswer: (verdict: Verdict) => void; onNext: () => void }) {
  const { t } = useTranslation('game-compound-words');
  const ids = useId();
  const [chosen, setChosen] = useState<number[]>([]);
  const [article, setArticle] = useState<Article | null>(null);
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const tileRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const articleRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const checkRef = useRef<HTMLButtonElement>(null);
  // Where the keyboard focus goes after the next render (a used tile is disabled and would drop it).
  const focusNext = useRef<'tile' | 'article' | 'check' | null>('tile');
  const answered = verdict !== null;
  const { tiles, compound } = item;

  useEffect(() => {
    const want = focusNext.current;
    focusNext.current = null;
    if (!want || answered) return;
    const free = tiles.findIndex((_, i) => !chosen.includes(i));
    if (want === 'check') checkRef.current?.focus();
    else if (want === 'article' || free === -1) articleRefs.current[0]?.focus();
    else tileRefs.current[free]?.focus();
  }, [chosen, article, tiles, answered]);

  const pick = (i: number) => {
    if (answered || chosen.includes(i)) return;
    const next = [...chosen, i];
    setChosen(next);
    // Keep a keyboard learner in the tile row: on to the next free tile after this one, else the articles.
    const onTile = document.activeElement === tileRefs.current[i];
    const after = [...tiles.keys()].map((k) => (i + 1 + k) % tiles.length).find((k) => !next.includes(k));
    if (after === undefined) focusNext.current = 'article';
    else if (onTile) tileRefs.current[after]?.focus();
  };

  const undo = () => {
    setChosen((c) => c.slice(0, -1));
    if (chosen.length <= 1) focusNext.current = 'tile';
  };

  const chooseArticle = (a: Article) => {
    if (answered) return;
    setArticle(a);
    if (chosen.length > 0) focusNext.current = 'check';
  };

  const check = () => {
    if (answered || chosen.length === 0 || !article) return;
    const result = checkCompound(
      compound,
      chosen.map((i) => tiles[i] ?? ''),
      article,
    );
    setVerdict(result);
    onAnswer(result);
  };

  const built = chosen.map((i) => tiles[i] ?? '');
  const tone = verdict ? (verdict.correct ? 'border-emerald-600' : 'border-red-600') : 'border-slate-400';

  return (
    <div className="mt-4 space-y-4">
      <div>
        <p className="text-sm font-semibold tracking-wide text-slate-600 uppercase">{t('prompt')}</p>
        <p className="mt-1 text-2xl font-bold" data-testid="compound-meaning">
          {meaning}
        </p>
      </div>

      <div>
        <p id={`${ids}-line`} className="text-sm font-semibold text-slate-700">
          {t('yourWord')}
        </p>
        <p lang="de" aria-labelledby={`${ids}-line`} data-testid="compound-answer" className={`min-h-12 rounded-lg border-2 border-dashed px-3 py-2 text-xl break-words ${tone}`}>
          {article && <span className="font-semibold">{article} </span>}
          {built.join(' + ')}
        </p>
      </div>

      <ul aria-label={t('tiles')} className="flex flex-wrap gap-2">
        {tiles.map((tile, i) => (
          <li key={tile}>
            <button
              ref={(el) => {
                tileRefs.current[i] = el;
              }}
              type="button"
              lang="de"
              disabled={answered || chosen.includes(i)}
              onClick={() => pick(i)}
              className="min-h-11 rounded-lg border-2 border-slate-400 bg-white px-3 py-2 text-lg hover:border-brand-600 disabled:border-slate-200 disabled:bg-slate-100 disabled:text-slate-500"
            >
              {tile}
            </button>
          </li>
        ))}
      </ul>

      <div role="group" aria-labelledby={`${ids}-article`} className="flex flex-wrap items-center gap-2">
        <span id={`${ids}-article`} className="mr-1 w-full font-semibold sm:w-auto">
          {t('article')}
        </span>
        {ARTICLES.map((a, i) => (
          <button
            key={a}
            ref={(el) => {
              articleRefs.current[i] = el;
            }}
            type="button"
            lang="de"
            aria-pressed={article === a}
            disabled={answered}
            onClick={() => chooseArticle(a)}
            className={`min-h-11 min-w-14 rounded-lg border-2 px-3 py-2 text-lg font-semibold disabled:cursor-default ${
              article === a ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-400 bg-white hover:border-brand-600'
            }`}
          >
            {article === a && <span aria-hidden="true">✓ </span>}
            {a}
          </button>
        ))}
      </div>

      {!answered && (
        <div className="flex flex-wrap gap-3">
          <button type="button" className="btn-secondary" disabled={chosen.length === 0} onClick={undo}>
            {t('undo')}
          </button>
          <button ref={checkRef} type="button" className="btn-primary" disabled={chosen.length === 0 || article === null} onClick={check}>
            {t('check')}
          </button>
        </div>
      )}

      {verdict && <Answer compound={compound} verdict={verdict} />}
      {verdict && (
        <div className="flex flex-wrap gap-3">
          {canSpeak() && (
            <button type="button" className="btn-secondary" onClick={() => speakGerman(withArticle(compound))}>
              <span aria-hidden="true" className="mr-1.5">
                🔊
              </span>
              {t('listen')}
            </button>
          )}
          <NextButton onNext={onNext} label={last ? t('showResult') : t('next')} />
        </div>
      )}
    </div>
  );
}

/** Right or wrong in words and signs (never colour alone), and the full answer with its linking element marked. */
function Answer({ compound, verdict }: { compound: Compound; verdict: Verdict }) {
  const { t } = useTranslation('game-compound-words');
  const joints = compound.joints.filter(Boolean);
  const why = verdict.correct ? null : verdict.parts ? t('wrongArticle') : verdict.article ? t('wrongParts') : null;
  return (
    <div className="space-y-1">
      <p className={`font-semibold ${verdict.correct ? 'text-emerald-800' : 'text-red-700'}`}>
        {verdict.correct ? `✓ ${t('correct')}` : `✗ ${t('wrong')}`}
        {why && <span className="font-normal"> {why}</span>}
      </p>
      <p className="text-xl" data-testid="compound-solution">
        {!verdict.correct && <span>{t('answerIs')} </span>}
        <span lang="de" className="font-bold">
          {compound.article}{' '}
          {piecesOf(compound).map((piece, i) =>
            piece.kind === 'joint' ? (
              <span key={i} className="text-brand-700 underline decoration-2 underline-offset-4">
                {piece.text}
              </span>
            ) : (
              <span key={i}>{piece.text}</span>
            ),
          )}
        </span>
      </p>
      <p lang="de" className="text-slate-800">
        {fullAnswer(compound)}
      </p>
      {joints.length > 0 && <p className="text-sm text-slate-700">{t('linking', { joints: joints.join(', ') })}</p>}
    </div>
  );
}

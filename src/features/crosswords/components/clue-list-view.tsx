import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Grid, Word } from '../model/grid';
import { normaliseLetter } from '../model/letters';

/** A word's letters as a field's text: '?' for each empty cell, nothing at all when all are empty. */
export function wordText(word: Word, letters: readonly string[]): string {
  const chars = word.cells.map((c) => letters[c] || '?');
  return chars.every((c) => c === '?') ? '' : chars.join('');
}

/** A field's text as the word's letters, position by position; anything not a letter is an empty cell. */
export function textLetters(text: string, length: number): (string | null)[] {
  return Array.from(text)
    .slice(0, length)
    .map((c) => normaliseLetter(c));
}

interface ListViewProps {
  grid: Grid;
  letters: readonly string[];
  wrong: readonly number[];
  onWord: (wordIndex: number, letters: (string | null)[]) => void;
}

/**
 * The list view: every clue with a plain text field for its answer — an equal alternative to the
 * grid for screen readers and anyone who prefers typing words. It writes into the same letters, so
 * crossing answers show up here and in the grid alike.
 */
export function ClueListView({ grid, letters, wrong, onWord }: ListViewProps) {
  const { t } = useTranslation('crosswords');
  return (
    <div className="mt-2">
      <p id="cw-list-hint" className="max-w-3xl text-slate-700">
        {t('game.listHint')}
      </p>
      <div className="mt-4 grid gap-8 lg:grid-cols-2">
        {(['across', 'down'] as const).map((d) => (
          <section key={d} aria-labelledby={`cw-list-${d}`}>
            <h2 id={`cw-list-${d}`} className="text-xl font-bold">
              {d === 'across' ? t('game.across') : t('game.down')}
            </h2>
            <ol className="mt-3 space-y-4">
              {grid.words.map((w, i) =>
                w.direction === d ? (
                  <li key={w.id}>
                    <AnswerField word={w} index={i} letters={letters} wrong={wrong} onWord={onWord} />
                  </li>
                ) : null,
              )}
            </ol>
          </section>
        ))}
      </div>
    </div>
  );
}

function AnswerField({ word, index, letters, wrong, onWord }: { word: Word; index: number; letters: readonly string[]; wrong: readonly number[]; onWord: ListViewProps['onWord'] }) {
  const { t } = useTranslation('crosswords');
  // While the field has the focus it keeps what the learner types; otherwise it shows the grid's letters.
  const [draft, setDraft] = useState<string | null>(null);
  const id = `cw-answer-${word.id}`;
  const wrongPositions = word.cells.map((c, i) => (wrong.includes(c) ? i + 1 : 0)).filter(Boolean);
  const direction = word.direction === 'across' ? t('game.acrossShort') : t('game.downShort');
  return (
    <div>
      <label htmlFor={id} className="block">
        <span className="font-semibold">
          {word.number} {direction}:
        </span>{' '}
        <span lang="de">{word.clue}</span> <span className="text-slate-600">({t('game.length', { length: word.cells.length })})</span>
      </label>
      <input
        id={id}
        type="text"
        lang="de"
        className={`mt-1 w-full max-w-xs rounded-md border px-3 py-2 font-mono text-lg tracking-widest ${wrongPositions.length ? 'border-red-700 border-2' : 'border-slate-400'}`}
        value={draft ?? wordText(word, letters)}
        maxLength={word.cells.length}
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="off"
        spellCheck={false}
        aria-describedby={`cw-list-hint${wrongPositions.length ? ` ${id}-wrong` : ''}`}
        aria-invalid={wrongPositions.length ? true : undefined}
        onFocus={() => setDraft(wordText(word, letters))}
        onBlur={() => setDraft(null)}
        onChange={(e) => {
          setDraft(e.target.value);
          const typed = textLetters(e.target.value, word.cells.length);
          onWord(index, word.cells.map((_, i) => typed[i] ?? null));
        }}
      />
      {wrongPositions.length > 0 && (
        <p id={`${id}-wrong`} className="mt-1 font-medium text-red-800">
          <span aria-hidden="true">✗ </span>
          {t('game.wrongInWord', { positions: wrongPositions.join(', ') })}
        </p>
      )}
    </div>
  );
}

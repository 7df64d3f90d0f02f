import type { ReactNode } from 'react';
import { ScoreTally } from '@/components/quiz/game-parts';

export interface RoundHeaderProps {
  /** The heading's id: the round's section is labelled by it (`aria-labelledby`). */
  id: string;
  /** Where the round stands ("Word 3 of 10"; word match: the board's name). */
  title: ReactNode;
  /** The running score, shown as ✓ n ✗ n (visual only: the live region announces it). */
  score?: { correct: number; incorrect: number };
  /** A game's own measure beside the title instead of the score (pairs and flips, pairs joined …). */
  aside?: ReactNode;
  /** The small line (a smaller heading in the text-sm row) for games whose question needs the room (the map). */
  compact?: boolean;
}

/** Every game's round header: the progress as the round's heading, and the score or the game's own count beside it. */
export function RoundHeader({ id, title, score, aside, compact = false }: RoundHeaderProps) {
  const side = compact ? undefined : 'text-sm text-slate-700';
  return (
    <div className={compact ? 'flex items-center justify-between gap-4 text-sm text-slate-700' : 'flex flex-wrap items-center justify-between gap-x-4 gap-y-1'}>
      <h2 id={id} className={compact ? 'font-semibold' : 'text-lg font-bold'}>
        {title}
      </h2>
      {score && <ScoreTally correct={score.correct} incorrect={score.incorrect} className={side} />}
      {aside !== undefined && <p className={side}>{aside}</p>}
    </div>
  );
}

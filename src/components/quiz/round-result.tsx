import type { ReactNode } from 'react';

/** A missed item: the German and its translation. */
export interface MissedItem {
  de: string;
  translation: string;
}

interface RoundResultProps {
  /** The heading's id (it takes the focus when the result shows). */
  headingId: string;
  title: string;
  score: string;
  successful: boolean;
  starText: string;
  noStarText: string;
  missedTitle: string;
  missed: readonly MissedItem[];
  /** Under the missed items: where they were saved. */
  missedNote: ReactNode;
  newRoundText: string;
  backText: string;
  onNewRound: () => void;
  onBack: () => void;
}

/**
 * The end of a round (word quizzes, phrase games): the score, whether it earned a star, the missed
 * items and where they went, a new round or back. The heading takes the focus. Texts come from
 * the game's namespace.
 */
export function RoundResult(props: RoundResultProps) {
  return (
    <section aria-labelledby={props.headingId} className="card mt-4">
      <h3 id={props.headingId} className="text-xl font-bold" tabIndex={-1} ref={(el) => el?.focus()}>
        {props.title}
      </h3>
      <p className="mt-2 text-lg">{props.score}</p>
      <p className={`mt-2 font-semibold ${props.successful ? 'text-emerald-800' : 'text-slate-700'}`}>{props.successful ? props.starText : props.noStarText}</p>
      {props.missed.length > 0 && (
        <div className="mt-4">
          <h4 className="font-semibold">{props.missedTitle}</h4>
          <ul className="mt-1 list-disc pl-6">
            {props.missed.map((item) => (
              <li key={item.de}>
                <span lang="de" className="font-medium">
                  {item.de}
                </span>{' '}
                – {item.translation}
              </li>
            ))}
          </ul>
          <p className="mt-1 text-sm text-slate-600">{props.missedNote}</p>
        </div>
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="button" className="btn-primary" onClick={props.onNewRound}>
          {props.newRoundText}
        </button>
        <button type="button" className="btn-secondary" onClick={props.onBack}>
          {props.backText}
        </button>
      </div>
    </section>
  );
}

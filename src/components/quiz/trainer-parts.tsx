import { OVERVIEW_WORDS, REPEATS_TO_CLEAR } from './trainer-rules';
import type { QuizState } from '@/store/quiz-model';
import type { ReviewItem } from '@/store/reviews-model';

/**
 * What both review trainers (words and phrases) show around their own answer form (spec 001 §4
 * "Review trainer"): the first items of the overview, the lives/repeats/time line with the repeats
 * bar, and the result with its one next step. Texts come from the trainer's namespace.
 */

/** The overview's count and the first five items to practise. */
export function ReviewOverviewList({ items, countText, firstText }: { items: readonly ReviewItem[]; countText: string; firstText: string }) {
  return (
    <>
      <p className="text-lg font-semibold">{countText}</p>
      <div>
        <p>{firstText}</p>
        <ul className="mt-1 list-disc pl-6">
          {items.slice(0, OVERVIEW_WORDS).map((item) => (
            <li key={item.review}>
              <span lang="de" className="font-medium">
                {item.review}
              </span>
              {item.translation && ` – ${item.translation}`}
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

/** Lives, repeats and the time left (not announced every second), and the bar of repeats. */
export function TrainerStatus({ quiz, livesText, repeatsText, timeText }: { quiz: QuizState; livesText: string; repeatsText: string; timeText: string }) {
  return (
    <>
      <div className="flex flex-wrap gap-x-6 gap-y-1 text-sm font-medium text-slate-700">
        <span>{livesText}</span>
        <span>{repeatsText}</span>
        <span role="timer" aria-live="off">
          {timeText}
        </span>
      </div>
      <div role="progressbar" aria-valuemin={0} aria-valuemax={REPEATS_TO_CLEAR} aria-valuenow={quiz.correct} aria-label={repeatsText} className="h-2 overflow-hidden rounded-full bg-slate-200">
        <div className="h-full bg-brand-600" style={{ width: `${(quiz.correct / REPEATS_TO_CLEAR) * 100}%` }} />
      </div>
    </>
  );
}

/** Game over with "Try Again", or the cleared item with "Start Next Correction"; the button takes the focus. */
export function TrainerResult(props: { gameOver: boolean; gameOverText: string; tryAgainText: string; clearedText: string; nextText: string; onTryAgain: () => void; onNext: () => void }) {
  return (
    <section className="card mt-6 space-y-3">
      {props.gameOver ? (
        <>
          <h2 className="text-2xl font-bold text-red-700">{props.gameOverText}</h2>
          <button type="button" className="btn-primary" onClick={props.onTryAgain} ref={(el) => el?.focus()}>
            {props.tryAgainText}
          </button>
        </>
      ) : (
        <>
          <p role="status" className="text-lg font-semibold text-emerald-800">
            {props.clearedText}
          </p>
          <button type="button" className="btn-primary" onClick={props.onNext} ref={(el) => el?.focus()}>
            {props.nextText}
          </button>
        </>
      )}
    </section>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkFill, fillAlternatives, maskWord } from '@/lib/phrase-answers';
import type { Random } from '@/lib/random';
import { playSound } from '@/lib/sounds';
import { speakGerman } from '@/lib/speech';
import { useAppStore } from '@/store/store';
import { RegisterMark, type PhraseGameProps } from './build-phrase';
import { Feedback, NextButton, TypeAnswer } from './game-parts';

/**
 * Fill the blank (spec 001 §4): one random word of the phrase masked as ___, shown with the
 * translation; the learner types it (case, punctuation and surrounding spaces ignored; another
 * word the content's alternatives put in this place, and gern/gerne, count too). The hint
 * speaks the phrase; Repeat and Next follow. The first answer counts (onResult).
 */
export function FillBlank({ phrase, translation, alternatives, register, onResult, onNext, nextLabel, random = Math.random }: PhraseGameProps & { nextLabel?: string; random?: Random }) {
  const { t } = useTranslation('quiz');
  // One word masked per mount: re-renders never change the blank.
  const [{ masked, answer, index }] = useState(() => maskWord(phrase, random));
  // Other words the content accepts in this blank (issue 27: "Dann" as well as "Da").
  const [others] = useState(() => fillAlternatives(phrase, index, alternatives));
  const [attempt, setAttempt] = useState(0);
  const [correct, setCorrect] = useState<boolean | null>(null);
  const [recorded, setRecorded] = useState(false);
  const wrongText = t('incorrectWord', { word: answer });
  return (
    <div className="space-y-4">
      <p className="text-sm font-semibold text-slate-600 uppercase">{t('fillPrompt')}</p>
      <p lang="de" className="text-2xl font-bold" data-testid="masked-phrase">
        {masked}
      </p>
      <p className="text-slate-700">{translation}</p>
      {register && <RegisterMark label={register} />}
      <button type="button" className="btn-secondary" onClick={() => speakGerman(phrase)}>
        {t('hint')}
      </button>
      <TypeAnswer
        key={attempt}
        german
        disabled={correct !== null}
        onSubmit={(text) => {
          const ok = checkFill(text, answer, others);
          setCorrect(ok);
          if (recorded) {
            // A repeat only tells right or wrong: heard and seen, but not recorded again.
            playSound(ok ? 'success' : 'wrong');
            useAppStore.getState().announce(ok ? t('correct') : wrongText);
          } else {
            setRecorded(true);
            onResult(ok);
          }
        }}
      />
      <Feedback correct={correct} wrongText={wrongText} />
      {correct !== null && (
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            className="btn-secondary"
            onClick={() => {
              setCorrect(null);
              setAttempt((a) => a + 1);
            }}
          >
            {t('repeat')}
          </button>
          <NextButton onNext={onNext} label={nextLabel} />
        </div>
      )}
    </div>
  );
}

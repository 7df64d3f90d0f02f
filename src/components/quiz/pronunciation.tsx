import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pronunciationAccepted, similarity } from '@/lib/phrase-answers';
import { speakGerman } from '@/lib/speech';
import { recognitionConstructor, recognitionProblem, type RecognitionProblem } from '@/lib/speech-recognition';
import { Feedback, NextButton } from './game-parts';

/**
 * Pronunciation (spec 001 §4, §9): speech recognition in de-DE; accepted from 30 % similarity
 * (targets under 10 characters) or 35 %. Without recognition: the alert 'Please use Google
 * Chrome'. A recognition error is explained in the learner's language (a blocked or missing
 * microphone, nothing heard …) with the browser's own message beside it (spec 001 §8: untranslated).
 * Skip ends the item as not answered (wrong), so a round always finishes — also without a
 * microphone (issue 25). `unit` says whether a word or a phrase is asked; with `translation` its
 * meaning and a listen button are shown too. "Start speaking" takes the focus when the item
 * appears and keeps it while listening.
 */
export function Pronunciation({
  phrase,
  translation,
  unit = 'word',
  onResult,
  onNext,
  nextLabel,
}: {
  phrase: string;
  translation?: string;
  unit?: 'word' | 'phrase';
  onResult: (correct: boolean) => void;
  onNext: () => void;
  nextLabel?: string;
}) {
  const { t } = useTranslation('quiz');
  const [listening, setListening] = useState(false);
  const [heard, setHeard] = useState<{ text: string; percent: number; ok: boolean } | null>(null);
  const [skipped, setSkipped] = useState(false);
  const [error, setError] = useState<{ problem: RecognitionProblem; message: string } | null>(null);
  const focusOnMount = useCallback((el: HTMLButtonElement | null) => el?.focus(), []);
  const answered = heard !== null || skipped;
  const listen = () => {
    if (listening || answered) return;
    const Recognition = recognitionConstructor();
    if (!Recognition) {
      window.alert(t('useChrome'));
      setError({ problem: 'unsupported', message: t('useChrome') });
      return;
    }
    const recognition = new Recognition();
    recognition.lang = 'de-DE';
    recognition.interimResults = false;
    recognition.maxAlternatives = 1;
    recognition.onresult = (event) => {
      const text = event.results[0]?.[0]?.transcript ?? '';
      const ok = pronunciationAccepted(text, phrase);
      setError(null);
      setHeard({ text, percent: similarity(text, phrase), ok });
      onResult(ok);
    };
    recognition.onerror = (event) => setError({ problem: recognitionProblem(event.error), message: event.message || event.error });
    recognition.onend = () => setListening(false);
    setError(null);
    setListening(true);
    try {
      recognition.start();
    } catch {
      setListening(false);
      setError({ problem: 'failed', message: '' });
    }
  };
  const skip = () => {
    if (answered) return;
    setSkipped(true);
    setError(null);
    onResult(false);
  };
  return (
    <div className="space-y-4">
      <p className="text-sm font-semibold text-slate-600 uppercase">{unit === 'phrase' ? t('sayPhrase') : t('sayWord')}</p>
      <p lang="de" className="text-3xl font-bold">
        {phrase}
      </p>
      {translation !== undefined && <p className="text-slate-700">{translation}</p>}
      <div className="flex flex-wrap gap-3">
        {translation !== undefined && (
          <button type="button" className="btn-secondary" onClick={() => speakGerman(phrase)}>
            {t('hint')}
          </button>
        )}
        {!answered && (
          // aria-disabled, not disabled: a disabled button would drop the keyboard focus to the page.
          <button type="button" className="btn-primary aria-disabled:opacity-70" onClick={listen} aria-disabled={listening} ref={focusOnMount}>
            {listening ? t('listening') : t('startSpeaking')}
          </button>
        )}
        {!answered && (
          <button type="button" className="btn-secondary" onClick={skip}>
            {t('skip')}
          </button>
        )}
      </div>
      {error && (
        <div role="alert" className="space-y-1">
          <p className="font-medium text-red-700">{t(`speechProblem.${error.problem}`)}</p>
          {error.message && error.problem !== 'unsupported' && <p className="text-sm text-slate-700">{t('browserMessage', { message: error.message })}</p>}
        </div>
      )}
      {heard && <p>{t('youSaid', { text: heard.text, percent: heard.percent })}</p>}
      {skipped ? (
        <p className="min-h-7 font-semibold text-slate-800">{t('skipped')}</p>
      ) : (
        <Feedback correct={heard ? heard.ok : null} wrongText={unit === 'phrase' ? t('wrongPhrase', { phrase }) : t('incorrectWord', { word: phrase })} />
      )}
      {answered && <NextButton onNext={onNext} label={nextLabel} />}
    </div>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pronunciationAccepted, similarity } from '@/lib/phrase-answers';
import { speakGerman } from '@/lib/speech';
import { recognitionConstructor } from '@/lib/speech-recognition';
import { Feedback, NextButton } from './game-parts';

/**
 * Pronunciation (spec 001 §4, §9): speech recognition in de-DE; accepted from 30 % similarity
 * (targets under 10 characters) or 35 %. Without recognition: the alert 'Please use Google
 * Chrome'; recognition errors are shown as the browser reports them (spec 001 §8: untranslated).
 * `unit` says whether a word or a phrase is asked; with `translation` its meaning and a
 * listen button are shown too.
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
  const [error, setError] = useState<string | null>(null);
  const listen = () => {
    const Recognition = recognitionConstructor();
    if (!Recognition) {
      window.alert(t('useChrome'));
      return;
    }
    const recognition = new Recognition();
    recognition.lang = 'de-DE';
    recognition.interimResults = false;
    recognition.maxAlternatives = 1;
    recognition.onresult = (event) => {
      const text = event.results[0]?.[0]?.transcript ?? '';
      const ok = pronunciationAccepted(text, phrase);
      setHeard({ text, percent: similarity(text, phrase), ok });
      onResult(ok);
    };
    recognition.onerror = (event) => setError(event.message || event.error);
    recognition.onend = () => setListening(false);
    setError(null);
    setListening(true);
    recognition.start();
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
        {!heard && (
          <button type="button" className="btn-primary" onClick={listen} disabled={listening}>
            {listening ? t('listening') : t('startSpeaking')}
          </button>
        )}
      </div>
      {error && (
        <p role="alert" className="font-medium text-red-700">
          {error}
        </p>
      )}
      {heard && <p>{t('youSaid', { text: heard.text, percent: heard.percent })}</p>}
      <Feedback correct={heard ? heard.ok : null} wrongText={unit === 'phrase' ? t('wrongPhrase', { phrase }) : t('incorrectWord', { word: phrase })} />
      {heard && <NextButton onNext={onNext} label={nextLabel} />}
    </div>
  );
}

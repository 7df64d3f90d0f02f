import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pronunciationAccepted, similarity } from '@/features/professional/model/answers';
import { Feedback, NextButton, type GameProps } from './shared';

interface RecognitionLike {
  lang: string;
  interimResults: boolean;
  maxAlternatives: number;
  onresult: ((e: { results: ArrayLike<ArrayLike<{ transcript: string }>> }) => void) | null;
  onerror: ((e: { error: string; message?: string }) => void) | null;
  onend: (() => void) | null;
  start: () => void;
}

function recognitionConstructor(): (new () => RecognitionLike) | undefined {
  const w = window as unknown as { SpeechRecognition?: new () => RecognitionLike; webkitSpeechRecognition?: new () => RecognitionLike };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition;
}

/** Pronunciation: speech recognition in de-DE; similarity ≥ 30 % (< 10 characters) or ≥ 35 %. */
export function Pronunciation({ word, onResult, onNext }: GameProps) {
  const { t } = useTranslation('professional');
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
      const ok = pronunciationAccepted(text, word.Word);
      setHeard({ text, percent: similarity(text, word.Word), ok });
      onResult(ok);
    };
    // Recognition errors are shown as the browser reports them (spec 001 §8: untranslated).
    recognition.onerror = (event) => setError(event.message || event.error);
    recognition.onend = () => setListening(false);
    setError(null);
    setListening(true);
    recognition.start();
  };
  return (
    <div className="space-y-4">
      <p className="text-sm font-semibold text-slate-600 uppercase">{t('sayIt')}</p>
      <p lang="de" className="text-3xl font-bold">
        {word.Word}
      </p>
      {!heard && (
        <button type="button" className="btn-primary" onClick={listen} disabled={listening}>
          {listening ? t('listening') : t('startSpeaking')}
        </button>
      )}
      {error && (
        <p role="alert" className="font-medium text-red-700">
          {error}
        </p>
      )}
      {heard && <p>{t('youSaid', { text: heard.text, percent: heard.percent })}</p>}
      <Feedback correct={heard ? heard.ok : null} wrongText={t('incorrectWord', { word: word.Word })} />
      {heard && <NextButton onNext={onNext} />}
    </div>
  );
}


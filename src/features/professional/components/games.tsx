import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfWord } from '@/api/schemas';
import type { Lang } from '@/i18n/languages';
import { AnswerInput } from '@/components/ui/answer-input';
import { GermanKeys } from '@/components/ui/german-keys';
import { checkAnswer } from '@/lib/answer-check';
import { playSound } from '@/lib/sounds';
import { speakGerman } from '@/lib/speech';
import { checkBuiltPhrase, checkFill, isNoMistakeClaim, maskWord, pronunciationAccepted, similarity } from '../model/answers';
import { distort } from '../model/distort';
import type { ModeId } from '../model/modes';
import { sameArticle, splitArticle, translationFor, translationOptions } from '../model/words';
import { shuffle } from '@/lib/random';

export interface GameProps {
  word: ProfWord;
  words: readonly ProfWord[];
  lang: Lang;
  /** Seconds per word for "find mistakes" (Infinity: no limit). */
  secondsPerWord: number;
  onResult: (correct: boolean) => void;
  onNext: () => void;
}

function useTranslate(lang: Lang) {
  const { t } = useTranslation('professional');
  return (word: ProfWord) => translationFor(word, lang) ?? t('translationMissing', { language: lang });
}

function Feedback({ correct, wrongText }: { correct: boolean | null; wrongText: string }) {
  const { t } = useTranslation('professional');
  return (
    <p aria-live="polite" className={`min-h-7 font-semibold ${correct ? 'text-emerald-800' : 'text-red-700'}`}>
      {correct === null ? '' : correct ? t('correct') : wrongText}
    </p>
  );
}

function record(correct: boolean, onResult: (c: boolean) => void) {
  playSound(correct ? 'success' : 'wrong');
  onResult(correct);
}

function NextButton({ onNext, label }: { onNext: () => void; label?: string }) {
  const { t } = useTranslation('professional');
  return (
    <button type="button" className="btn-primary" onClick={onNext} ref={(el) => el?.focus()}>
      {label ?? t('next')}
    </button>
  );
}

/** Flashcards (spec 001 §4): flip by click or Space; the back appears after 0.5 s; X forgot, C know. */
function Flashcards({ word, lang, onResult, onNext, flipped: startFlipped }: GameProps & { flipped: boolean }) {
  const { t } = useTranslation('professional');
  const translate = useTranslate(lang);
  const [turned, setTurned] = useState(false);
  const [revealed, setRevealed] = useState(false);
  const front = startFlipped ? translate(word) : word.Word;
  const back = startFlipped ? word.Word : translate(word);

  useEffect(() => {
    if (!turned) return;
    const id = window.setTimeout(() => setRevealed(true), 500);
    return () => window.clearTimeout(id);
  }, [turned]);

  const answer = (known: boolean) => {
    record(known, onResult);
    onNext();
  };

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.target instanceof HTMLInputElement) return;
      if (e.code === 'Space' && !turned) {
        e.preventDefault();
        setTurned(true);
      } else if (revealed && e.key.toLowerCase() === 'x') answer(false);
      else if (revealed && e.key.toLowerCase() === 'c') answer(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  });

  return (
    <div className="space-y-4">
      <button
        type="button"
        onClick={() => setTurned(true)}
        aria-label={t('flip')}
        className="flex min-h-40 w-full flex-col items-center justify-center rounded-2xl border-2 border-brand-600 bg-white p-6 text-center shadow"
      >
        <span lang={startFlipped ? undefined : 'de'} className="text-3xl font-bold">
          {front}
        </span>
        {revealed && (
          <span lang={startFlipped ? 'de' : undefined} className="mt-3 text-xl text-slate-700">
            {back}
          </span>
        )}
      </button>
      {revealed && (
        <div className="flex gap-3">
          <button type="button" className="btn-secondary flex-1" onClick={() => answer(false)}>
            {t('forgot')}
          </button>
          <button type="button" className="btn-primary flex-1" onClick={() => answer(true)} ref={(el) => el?.focus()}>
            {t('know')}
          </button>
        </div>
      )}
    </div>
  );
}

/** Gender (nouns): the first word is the article; the rest is shown. */
function Gender({ word, onResult, onNext }: GameProps) {
  const { t } = useTranslation('professional');
  const { article, rest } = splitArticle(word.Word);
  const [chosen, setChosen] = useState<string | null>(null);
  const options = ['der', 'die', 'das', 'Unknown'];
  const choose = (option: string) => {
    if (chosen) return;
    setChosen(option);
    record(sameArticle(option, article), onResult);
  };
  const correct = chosen === null ? null : sameArticle(chosen, article);
  return (
    <div className="space-y-4">
      <p className="text-sm font-semibold text-slate-600 uppercase">{t('whichArticle')}</p>
      <p lang="de" className="text-3xl font-bold">
        ___ {rest}
      </p>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {options.map((o) => (
          <button key={o} type="button" lang="de" disabled={chosen !== null} onClick={() => choose(o)} className="rounded-lg border-2 border-slate-300 px-4 py-3 text-lg font-semibold hover:border-brand-600">
            {o === 'Unknown' ? t('unknownArticle') : o}
          </button>
        ))}
      </div>
      <Feedback correct={correct} wrongText={t('nope', { answer: article === 'Unknown' ? t('unknownArticle') : article })} />
      {chosen && <NextButton onNext={onNext} />}
    </div>
  );
}

/** Choose translation: up to 6 options; wrong ones from other words' translations. */
function ChooseTranslation({ word, words, lang, onResult, onNext }: GameProps) {
  const { t } = useTranslation('professional');
  const translate = useTranslate(lang);
  const right = translate(word);
  const options = useMemo(
    () => translationOptions(right, words.filter((w) => w.ID !== word.ID).map((w) => translationFor(w, lang) ?? ''), Math.random),
    [right, words, word, lang],
  );
  const [chosen, setChosen] = useState<string | null>(null);
  const choose = (option: string) => {
    if (chosen) return;
    setChosen(option);
    record(option === right, onResult);
  };
  return (
    <div className="space-y-4">
      <p className="text-sm font-semibold text-slate-600 uppercase">{t('chooseMeaning')}</p>
      <p lang="de" className="text-3xl font-bold">
        {word.Word}
      </p>
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((o) => (
          <button
            key={o}
            type="button"
            disabled={chosen !== null}
            onClick={() => choose(o)}
            className={`rounded-lg border-2 px-4 py-3 text-left text-lg ${chosen && o === right ? 'border-emerald-600 bg-emerald-50' : chosen === o ? 'border-red-600 bg-red-50' : 'border-slate-300 hover:border-brand-600'}`}
          >
            {o}
          </button>
        ))}
      </div>
      <Feedback correct={chosen === null ? null : chosen === right} wrongText={t('nope', { answer: right })} />
      {chosen && <NextButton onNext={onNext} />}
    </div>
  );
}

/** A typing field with ä ö ü ß buttons and phone-keyboard settings (DECISIONS.md "Typing German"). */
function TypeAnswer({ onSubmit, disabled, german }: { onSubmit: (text: string) => void; disabled: boolean; german: boolean }) {
  const { t } = useTranslation('professional');
  const [text, setText] = useState('');
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!disabled) ref.current?.focus();
  }, [disabled]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!disabled && text.trim() !== '') onSubmit(text);
  };
  return (
    <form onSubmit={submit} className="space-y-3">
      <label htmlFor="prof-answer" className="block font-semibold">
        {t('answerLabel')}
      </label>
      <AnswerInput id="prof-answer" inputRef={ref} lang={german ? 'de' : undefined} value={text} disabled={disabled} onChange={(e) => setText(e.target.value)} />
      <div className="flex flex-wrap gap-2">
        {german && <GermanKeys inputRef={ref} onInsert={setText} disabled={disabled} label={(letter) => t('insertLetter', { letter })} />}
        <button type="submit" className="btn-primary" disabled={disabled}>
          {t('check')}
        </button>
      </div>
    </form>
  );
}

/** Write DE (from the translation) or write EN (from the German): trimmed, case-insensitive. */
function Write({ word, lang, onResult, onNext, target }: GameProps & { target: 'de' | 'en' }) {
  const { t } = useTranslation('professional');
  const translate = useTranslate(lang);
  const expected = target === 'de' ? word.Word : (translationFor(word, 'en') ?? '');
  const [correct, setCorrect] = useState<boolean | null>(null);
  return (
    <div className="space-y-4">
      <p className="text-sm font-semibold text-slate-600 uppercase">{target === 'de' ? t('writeGermanFor') : t('writeEnglishFor')}</p>
      <p lang={target === 'en' ? 'de' : undefined} className="text-3xl font-bold">
        {target === 'de' ? translate(word) : word.Word}
      </p>
      <TypeAnswer
        german={target === 'de'}
        disabled={correct !== null}
        onSubmit={(text) => {
          const ok = checkAnswer(text, expected).correct;
          setCorrect(ok);
          record(ok, onResult);
        }}
      />
      <Feedback correct={correct} wrongText={t('incorrectWord', { word: expected })} />
      {correct !== null && <NextButton onNext={onNext} />}
    </div>
  );
}

/** Fill the blank (phrases): one word masked as ___, with the translation; hint speaks. */
function FillBlank({ word, lang, onResult, onNext }: GameProps) {
  const { t } = useTranslation('professional');
  const translate = useTranslate(lang);
  const { masked, answer } = useMemo(() => maskWord(word.Word, Math.random), [word]);
  const [attempt, setAttempt] = useState(0);
  const [correct, setCorrect] = useState<boolean | null>(null);
  const [recorded, setRecorded] = useState(false);
  return (
    <div className="space-y-4">
      <p className="text-sm font-semibold text-slate-600 uppercase">{t('fillPrompt')}</p>
      <p lang="de" className="text-2xl font-bold">
        {masked}
      </p>
      <p className="text-slate-700">{translate(word)}</p>
      <button type="button" className="btn-secondary" onClick={() => speakGerman(word.Word)}>
        {t('hint')}
      </button>
      <TypeAnswer
        key={attempt}
        german
        disabled={correct !== null}
        onSubmit={(text) => {
          const ok = checkFill(text, answer);
          setCorrect(ok);
          playSound(ok ? 'success' : 'wrong');
          if (!recorded) {
            setRecorded(true);
            onResult(ok);
          }
        }}
      />
      <Feedback correct={correct} wrongText={t('incorrectWord', { word: answer })} />
      {correct !== null && (
        <div className="flex gap-3">
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
          <NextButton onNext={onNext} />
        </div>
      )}
    </div>
  );
}

/** Build phrase (spec 001 §4): translation after 200 ms; tap shuffled words; Undo; Check phrase. */
function BuildPhrase({ word, lang, onResult, onNext }: GameProps) {
  const { t } = useTranslation('professional');
  const translate = useTranslate(lang);
  const pieces = useMemo(() => shuffle(word.Word.trim().split(/\s+/)).map((text, id) => ({ id, text })), [word]);
  const [showTranslation, setShowTranslation] = useState(false);
  const [line, setLine] = useState<number[]>([]);
  const [state, setState] = useState<'answering' | 'correct' | 'wrong'>('answering');
  const [recorded, setRecorded] = useState(false);

  useEffect(() => {
    const id = window.setTimeout(() => setShowTranslation(true), 200);
    return () => window.clearTimeout(id);
  }, []);

  const check = () => {
    const ok = checkBuiltPhrase(line.map((i) => pieces[i]?.text ?? ''), word.Word);
    setState(ok ? 'correct' : 'wrong');
    playSound(ok ? 'success' : 'wrong');
    if (!recorded) {
      setRecorded(true);
      onResult(ok);
    }
  };

  return (
    <div className="space-y-4">
      <p className="text-sm font-semibold text-slate-600 uppercase">{t('construct')}</p>
      <p className="min-h-8 text-xl font-semibold">{showTranslation ? translate(word) : ''}</p>
      <button type="button" className="btn-secondary" onClick={() => speakGerman(word.Word)}>
        {t('hint')}
      </button>
      <p lang="de" aria-live="polite" className="min-h-12 rounded-lg border-2 border-dashed border-slate-300 px-3 py-2 text-xl">
        {line.map((i) => pieces[i]?.text).join(' ')}
      </p>
      <div className="flex flex-wrap gap-2">
        {pieces.map((piece) => (
          <button
            key={piece.id}
            type="button"
            lang="de"
            disabled={line.includes(piece.id) || state !== 'answering'}
            onClick={() => setLine((l) => [...l, piece.id])}
            className="rounded-lg border-2 border-slate-300 px-3 py-2 text-lg hover:border-brand-600 disabled:opacity-40"
          >
            {piece.text}
          </button>
        ))}
      </div>
      <div className="flex flex-wrap gap-3">
        <button type="button" className="btn-secondary" disabled={line.length === 0 || state !== 'answering'} onClick={() => setLine((l) => l.slice(0, -1))}>
          {t('undo')}
        </button>
        <button type="button" className="btn-primary" disabled={line.length === 0 || state !== 'answering'} onClick={check}>
          {t('checkPhrase')}
        </button>
      </div>
      <p aria-live="polite" className={`min-h-7 font-semibold ${state === 'correct' ? 'text-emerald-800' : 'text-red-700'}`}>
        {state === 'correct' ? t('correct') : state === 'wrong' ? t('wrongPhrase', { phrase: word.Word }) : ''}
      </p>
      {state !== 'answering' && (
        <div className="flex gap-3">
          <button
            type="button"
            className="btn-secondary"
            onClick={() => {
              setLine([]);
              setState('answering');
            }}
          >
            {t('repeat')}
          </button>
          <NextButton onNext={onNext} label={t('nextPhrase')} />
        </div>
      )}
    </div>
  );
}

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
function Pronunciation({ word, onResult, onNext }: GameProps) {
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
      record(ok, onResult);
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

/** Find mistakes: 80 % of words altered; type the right word or claim no mistake; 30 s per word. */
function FindMistakes({ word, onResult, onNext, secondsPerWord }: GameProps) {
  const { t } = useTranslation('professional');
  const shown = useMemo(() => distort(word.Word, Math.random), [word]);
  const [left, setLeft] = useState(secondsPerWord);
  const [outcome, setOutcome] = useState<{ correct: boolean; timeUp: boolean } | null>(null);

  const finish = (correct: boolean, timeUp = false) => {
    if (outcome) return;
    setOutcome({ correct, timeUp });
    record(correct, onResult);
  };

  // 30 s per word (adjustable, or off); running out counts as wrong.
  useEffect(() => {
    if (outcome || !Number.isFinite(secondsPerWord)) return;
    const id = window.setTimeout(() => {
      if (left > 1) return setLeft(left - 1);
      setLeft(0);
      setOutcome({ correct: false, timeUp: true });
      record(false, onResult);
    }, 1000);
    return () => window.clearTimeout(id);
  }, [left, outcome, secondsPerWord, onResult]);

  return (
    <div className="space-y-4">
      <p className="text-slate-700">{t('findPrompt')}</p>
      <p lang="de" className="text-3xl font-bold">
        {shown.shown}
      </p>
      <p role="timer" className="text-sm font-medium text-slate-700">
        {Number.isFinite(secondsPerWord) ? t('timeLeft', { count: Math.max(0, left) }) : t('timeOff')}
      </p>
      <TypeAnswer
        german
        disabled={outcome !== null}
        onSubmit={(text) => (isNoMistakeClaim(text) ? finish(!shown.altered) : finish(checkAnswer(text, word.Word).correct))}
      />
      <button type="button" className="btn-secondary" disabled={outcome !== null} onClick={() => finish(!shown.altered)}>
        {t('noMistake')}
      </button>
      {outcome?.timeUp && <p className="font-medium text-red-700">{t('timeUp')}</p>}
      <Feedback correct={outcome ? outcome.correct : null} wrongText={t('incorrectWord', { word: word.Word })} />
      {outcome && <NextButton onNext={onNext} />}
    </div>
  );
}

export function Game({ mode, ...props }: GameProps & { mode: ModeId }) {
  switch (mode) {
    case 'flashcards':
      return <Flashcards {...props} flipped={false} />;
    case 'flashcardsFlipped':
      return <Flashcards {...props} flipped />;
    case 'gender':
      return <Gender {...props} />;
    case 'chooseTranslation':
      return <ChooseTranslation {...props} />;
    case 'writeDe':
      return <Write {...props} target="de" />;
    case 'writeEn':
      return <Write {...props} target="en" />;
    case 'fillBlank':
      return <FillBlank {...props} />;
    case 'buildPhrase':
      return <BuildPhrase {...props} />;
    case 'pronunciation':
      return <Pronunciation {...props} />;
    case 'findMistakes':
      return <FindMistakes {...props} />;
  }
}

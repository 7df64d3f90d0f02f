/**
 * The browser's speech recognition (Chrome: webkitSpeechRecognition), typed as far as the
 * pronunciation games use it. Absent in many browsers: callers then say "Please use Google Chrome".
 */
export interface RecognitionLike {
  lang: string;
  interimResults: boolean;
  maxAlternatives: number;
  onresult: ((e: { results: ArrayLike<ArrayLike<{ transcript: string }>> }) => void) | null;
  onerror: ((e: { error: string; message?: string }) => void) | null;
  onend: (() => void) | null;
  start: () => void;
}

export function recognitionConstructor(): (new () => RecognitionLike) | undefined {
  if (typeof window === 'undefined') return undefined;
  const w = window as unknown as { SpeechRecognition?: new () => RecognitionLike; webkitSpeechRecognition?: new () => RecognitionLike };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition;
}

export function hasSpeechRecognition(): boolean {
  return recognitionConstructor() !== undefined;
}

/** What a recognition error means for the learner: the explanation shown (localised) beside the browser's own code. */
export type RecognitionProblem = 'blocked' | 'noMicrophone' | 'noSpeech' | 'network' | 'unsupported' | 'failed';

/**
 * The Web Speech API's error codes (`not-allowed`, `audio-capture`, …) as a learner's problem:
 * a refused microphone, none at all, nothing heard, no connection; anything else "did not work".
 */
export function recognitionProblem(code: string): RecognitionProblem {
  switch (code) {
    case 'not-allowed':
    case 'service-not-allowed':
      return 'blocked';
    case 'audio-capture':
      return 'noMicrophone';
    case 'no-speech':
      return 'noSpeech';
    case 'network':
      return 'network';
    case 'language-not-supported':
      return 'unsupported';
    default:
      return 'failed';
  }
}

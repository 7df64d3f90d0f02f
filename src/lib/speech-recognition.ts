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

import { useBrowserFeature } from './hydration';

/** Text-to-speech in German (spec 000 §7: the browser's de-DE voice). */
export const SPEECH_LANG = 'de-DE';

export function canSpeak(): boolean {
  return typeof window !== 'undefined' && 'speechSynthesis' in window && typeof SpeechSynthesisUtterance !== 'undefined';
}

/**
 * canSpeak() for rendering: prerendered pages (issue 18) assume speech, as nearly every browser
 * has it, so hydration matches; a browser without it loses the buttons right after hydration.
 */
export function useCanSpeak(): boolean {
  return useBrowserFeature(canSpeak);
}

/** The rate of the "slow" option (phrasebook): clear enough to hear every syllable. */
export const SLOW_RATE = 0.6;

export function speakGerman(text: string, options: { slow?: boolean } = {}): void {
  if (!canSpeak() || !text.trim()) return;
  try {
    const synth = window.speechSynthesis;
    synth.cancel();
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = SPEECH_LANG;
    if (options.slow) utterance.rate = SLOW_RATE;
    const voice = synth.getVoices().find((v) => v.lang.replace('_', '-').toLowerCase().startsWith('de'));
    if (voice) utterance.voice = voice;
    synth.speak(utterance);
  } catch {
    /* speech is a help, never a requirement */
  }
}

/** Text-to-speech in German (spec 000 §7: the browser's de-DE voice). */
export const SPEECH_LANG = 'de-DE';

export function canSpeak(): boolean {
  return typeof window !== 'undefined' && 'speechSynthesis' in window && typeof SpeechSynthesisUtterance !== 'undefined';
}

export function speakGerman(text: string): void {
  if (!canSpeak() || !text.trim()) return;
  try {
    const synth = window.speechSynthesis;
    synth.cancel();
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = SPEECH_LANG;
    const voice = synth.getVoices().find((v) => v.lang.replace('_', '-').toLowerCase().startsWith('de'));
    if (voice) utterance.voice = voice;
    synth.speak(utterance);
  } catch {
    /* speech is a help, never a requirement */
  }
}

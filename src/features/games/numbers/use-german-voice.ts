import { useEffect, useState } from 'react';
import { canSpeak } from '@/lib/speech';

function hasGermanVoice(): boolean {
  if (!canSpeak()) return false;
  try {
    return window.speechSynthesis.getVoices().some((v) => v.lang.replace('_', '-').toLowerCase().startsWith('de'));
  } catch {
    return false;
  }
}

/**
 * Whether the browser can speak German now. Browsers list their voices late (`voiceschanged`),
 * and some (headless ones, some Linux builds) have none: then the game offers to show the number.
 */
export function useGermanVoice(): boolean {
  const [voice, setVoice] = useState(hasGermanVoice);
  useEffect(() => {
    if (!canSpeak()) return;
    const synth = window.speechSynthesis;
    const update = () => setVoice(hasGermanVoice());
    update();
    synth.addEventListener?.('voiceschanged', update);
    return () => synth.removeEventListener?.('voiceschanged', update);
  }, []);
  return voice;
}

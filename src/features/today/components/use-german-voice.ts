import { useEffect, useState } from 'react';
import { canSpeak } from '@/lib/speech';

const hasGermanVoice = () => canSpeak() && window.speechSynthesis.getVoices().some((v) => v.lang.replace('_', '-').toLowerCase().startsWith('de'));

/**
 * True once the device offers a German voice. Browsers load their voices late
 * (`voiceschanged`), so the answer may turn true after the first render; false on the server,
 * while hydrating, and on devices without one (the Listen button is hidden then).
 */
export function useGermanVoice(): boolean {
  const [german, setGerman] = useState(false);
  useEffect(() => {
    if (!canSpeak()) return;
    const update = () => setGerman(hasGermanVoice());
    update();
    const synth = window.speechSynthesis;
    synth.addEventListener?.('voiceschanged', update);
    return () => synth.removeEventListener?.('voiceschanged', update);
  }, []);
  return german;
}

/** Success and wrong-answer sounds (spec 000 §9, 001 §9: volume 0.07), made by scripts/make-sounds.mjs. */
export const SOUND_VOLUME = 0.07;

const files = { success: '/sounds/success.wav', wrong: '/sounds/wrong.wav' } as const;
const cache = new Map<keyof typeof files, HTMLAudioElement>();

export function playSound(kind: keyof typeof files): void {
  try {
    let audio = cache.get(kind);
    if (!audio) {
      audio = new Audio(files[kind]);
      cache.set(kind, audio);
    }
    audio.volume = SOUND_VOLUME;
    audio.currentTime = 0;
    void audio.play().catch(() => undefined);
  } catch {
    /* no audio support: the visual feedback stays */
  }
}

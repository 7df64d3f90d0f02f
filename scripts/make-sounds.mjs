// Synthesises the two quiz sounds (played at volume 0.07, spec 000 §9) as small WAV files:
// public/sounds/success.wav (two rising notes) and public/sounds/wrong.wav (a low falling buzz).
import { mkdirSync, writeFileSync } from 'node:fs';
import { wavFile } from './wav.mjs';

const RATE = 22050;

function wav(samples) {
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((s, i) => data.writeInt16LE(Math.max(-1, Math.min(1, s)) * 32767, i * 2));
  return wavFile(RATE, data);
}

function tone(freqAt, seconds, shape = Math.sin) {
  const n = Math.round(seconds * RATE);
  let phase = 0;
  return Array.from({ length: n }, (_, i) => {
    const t = i / RATE;
    phase += (2 * Math.PI * freqAt(t)) / RATE;
    const envelope = Math.min(1, t / 0.01) * Math.exp(-4 * t);
    return 0.8 * envelope * shape(phase);
  });
}

const square = (p) => (Math.sin(p) >= 0 ? 0.6 : -0.6);
mkdirSync('public/sounds', { recursive: true });
writeFileSync('public/sounds/success.wav', wav([...tone(() => 659.25, 0.12), ...tone(() => 987.77, 0.22)]));
writeFileSync('public/sounds/wrong.wav', wav(tone((t) => 220 - 120 * t, 0.35, square)));
console.log('sounds written to public/sounds/');

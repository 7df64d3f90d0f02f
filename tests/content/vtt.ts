export interface Cue {
  start: number;
  end: number;
  text: string;
}

const seconds = (stamp: string) => {
  const [h, m, s] = stamp.split(':').map(Number);
  return (h ?? 0) * 3600 + (m ?? 0) * 60 + (s ?? 0);
};

/** The cues of a WebVTT file (timings in seconds, text lines joined); NOTE blocks are skipped. */
export function parseCues(vtt: string): Cue[] {
  if (!vtt.startsWith('WEBVTT')) throw new Error('not a WebVTT file');
  const cues: Cue[] = [];
  for (const block of vtt.replace(/\r\n/g, '\n').split(/\n{2,}/)) {
    const lines = block.split('\n').filter((l) => l !== '');
    const at = lines.findIndex((l) => l.includes('-->'));
    if (at === -1) continue;
    const match = /^(\d{2}:\d{2}:\d{2}\.\d{3}) --> (\d{2}:\d{2}:\d{2}\.\d{3})/.exec(lines[at] ?? '');
    if (!match?.[1] || !match[2]) throw new Error(`bad timing: ${lines[at]}`);
    cues.push({ start: seconds(match[1]), end: seconds(match[2]), text: lines.slice(at + 1).join('\n') });
  }
  return cues;
}

// Produces the video lessons (issue 16): for every lesson file in
// src/features/video-lessons/content/lessons/*.ts whose video is missing or out of date, a slide video
// public/video-lessons/<id>.webm (one slide per German sentence, spoken by espeak-ng), its captions
// <id>.vtt (the same sentences with the same timings) and a poster <id>.jpg, plus the small
// src/features/video-lessons/content/media/<id>.json (content key and duration) the pages read.
//
// Needs espeak-ng, ffmpeg and /usr/bin/chromium (not part of `npm test`):  npm run videos [-- --force] [ids…]
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { createServer } from 'vite';
import { wavFile } from '../wav.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const lessonDir = join(root, 'src/features/video-lessons/content/lessons');
const mediaDir = join(root, 'src/features/video-lessons/content/media');
const outDir = join(root, 'public/video-lessons');

const WIDTH = 640;
const HEIGHT = 360;
/** Seconds of the silent title slide before the first sentence. */
const TITLE_SECONDS = 2;
/** Seconds of silence after each sentence (time to read it again). */
const PAUSE_SECONDS = 0.8;
const FPS = 5;

const args = process.argv.slice(2);
const force = args.includes('--force');
const only = new Set(args.filter((a) => !a.startsWith('--')));

const require = createRequire(import.meta.url);
const noto = JSON.parse(readFileSync(require.resolve('@iconify-json/noto/icons.json'), 'utf8'));

/** The Noto emoji as an inline SVG (the same pictures the site serves from /icons/noto/). */
function iconSvg(name) {
  const icon = noto.icons[name] ?? noto.icons[noto.aliases?.[name]?.parent];
  if (!icon) throw new Error(`No Noto icon "${name}"`);
  const w = icon.width ?? noto.width ?? 128;
  const h = icon.height ?? noto.height ?? 128;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="110" height="110">${icon.body}</svg>`;
}

const escapeHtml = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** One slide: the site's green and white, the sentence large (legible on a 320 px wide phone). */
function slideHtml({ level, kicker, text, icon, title }) {
  const size = title ? 44 : text.length > 60 ? 30 : text.length > 36 ? 36 : 42;
  return `<!doctype html><html lang="de"><head><meta charset="utf-8"><style>
    html,body{margin:0;width:${WIDTH}px;height:${HEIGHT}px;overflow:hidden}
    body{font-family:'Noto Sans','DejaVu Sans',sans-serif;background:${title ? '#25652e' : '#effaf1'};color:${title ? '#fff' : '#0f172a'};
      display:flex;flex-direction:column;box-sizing:border-box;padding:22px 34px}
    .top{display:flex;justify-content:space-between;font-size:18px;font-weight:700;color:${title ? '#d8f2dd' : '#25652e'}}
    .main{flex:1;display:flex;align-items:center;gap:26px}
    .text{font-size:${size}px;font-weight:700;line-height:1.2}
    .bar{height:8px;border-radius:4px;background:${title ? '#d8f2dd' : '#2f7d3a'}}
  </style></head><body>
    <div class="top"><span>Deutsch lernen · Videolektion</span><span>${escapeHtml(level)}${kicker ? ` · ${escapeHtml(kicker)}` : ''}</span></div>
    <div class="main">${icon ? iconSvg(icon) : ''}<div class="text">${escapeHtml(text)}</div></div>
    <div class="bar"></div>
  </body></html>`;
}

/** espeak-ng's WAV: 16-bit mono PCM; returns the samples' bytes and the rate. */
function readWav(file) {
  const buf = readFileSync(file);
  const rate = buf.readUInt32LE(24);
  let offset = 12;
  while (offset < buf.length) {
    const id = buf.toString('ascii', offset, offset + 4);
    const size = buf.readUInt32LE(offset + 4);
    if (id === 'data') return { rate, data: buf.subarray(offset + 8, offset + 8 + Math.min(size, buf.length - offset - 8)) };
    offset += 8 + size;
  }
  throw new Error(`No audio data in ${file}`);
}


const stamp = (seconds) => {
  const ms = Math.round(seconds * 1000);
  const h = String(Math.floor(ms / 3600000)).padStart(2, '0');
  const m = String(Math.floor(ms / 60000) % 60).padStart(2, '0');
  const s = String(Math.floor(ms / 1000) % 60).padStart(2, '0');
  return `${h}:${m}:${s}.${String(ms % 1000).padStart(3, '0')}`;
};

/** Captions from the lesson's lines and their timings, with the content key in a NOTE. */
export function webVtt(lesson, key, cues) {
  const blocks = cues.map((c, i) => `${i + 1}\n${stamp(c.start)} --> ${stamp(c.end)}\n${c.text}`);
  return `WEBVTT\n\nNOTE lesson ${lesson.id} key ${key}\n\n${blocks.join('\n\n')}\n`;
}

async function makeLesson(browser, lesson, key) {
  const work = mkdtempSync(join(tmpdir(), `video-${lesson.id}-`));
  try {
    const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT } });
    const slides = [{ level: lesson.level, kicker: '', text: lesson.title.de, icon: lesson.lines[0]?.icon, title: true }];
    lesson.lines.forEach((line, i) => slides.push({ level: lesson.level, kicker: `${i + 1}/${lesson.lines.length}`, text: line.de, icon: line.icon, title: false }));
    for (const [i, slide] of slides.entries()) {
      await page.setContent(slideHtml(slide));
      await page.screenshot({ path: join(work, `slide-${i}.png`) });
      if (i === 0) await page.screenshot({ path: join(outDir, `${lesson.id}.jpg`), type: 'jpeg', quality: 78 });
    }
    await page.close();

    // Speech: one WAV per sentence, joined with silences into one track.
    let rate = 22050;
    const parts = [];
    const cues = [];
    const durations = [TITLE_SECONDS];
    const silence = (seconds) => Buffer.alloc(Math.round(seconds * rate) * 2);
    let t = TITLE_SECONDS;
    lesson.lines.forEach((line, i) => {
      const file = join(work, `line-${i}.wav`);
      execFileSync('espeak-ng', ['-v', 'de', '-s', '130', '-w', file, line.de]);
      const wav = readWav(file);
      rate = wav.rate;
      if (i === 0) parts.push(silence(TITLE_SECONDS));
      const spoken = wav.data.length / 2 / rate;
      const length = spoken + PAUSE_SECONDS;
      parts.push(wav.data, silence(PAUSE_SECONDS));
      cues.push({ start: t, end: t + length, text: line.de });
      durations.push(length);
      t += length;
    });
    writeFileSync(join(work, 'speech.wav'), wavFile(rate, Buffer.concat(parts)));

    // Still slides for their durations (the concat demuxer needs the last file twice).
    const list = slides.map((_, i) => `file 'slide-${i}.png'\nduration ${durations[i].toFixed(3)}`);
    writeFileSync(join(work, 'slides.txt'), `${list.join('\n')}\nfile 'slide-${slides.length - 1}.png'\n`);
    execFileSync(
      'ffmpeg',
      [
        '-hide_banner', '-loglevel', 'error', '-y',
        '-f', 'concat', '-safe', '0', '-i', join(work, 'slides.txt'),
        '-i', join(work, 'speech.wav'),
        '-vf', `fps=${FPS},format=yuv420p`,
        '-c:v', 'libvpx-vp9', '-deadline', 'realtime', '-cpu-used', '8', '-row-mt', '1', '-threads', '2',
        '-b:v', '0', '-crf', '42', '-g', String(FPS * 4),
        '-c:a', 'libopus', '-b:a', '32k', '-ac', '1',
        '-shortest', '-metadata', `title=${lesson.title.de}`,
        join(outDir, `${lesson.id}.webm`),
      ],
      { cwd: work },
    );
    writeFileSync(join(outDir, `${lesson.id}.vtt`), webVtt(lesson, key, cues));
    writeFileSync(join(mediaDir, `${lesson.id}.json`), `${JSON.stringify({ key, duration: Math.round(t * 10) / 10 })}\n`);
    return t;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

function upToDate(id, key) {
  const meta = join(mediaDir, `${id}.json`);
  if (!existsSync(meta)) return false;
  if (!['webm', 'vtt', 'jpg'].every((ext) => existsSync(join(outDir, `${id}.${ext}`)))) return false;
  return JSON.parse(readFileSync(meta, 'utf8')).key === key;
}

async function main() {
  mkdirSync(outDir, { recursive: true });
  mkdirSync(mediaDir, { recursive: true });
  // Vite compiles the TypeScript lesson files (and resolves the `@/` alias) for Node.
  const vite = await createServer({
    configFile: false,
    root,
    logLevel: 'error',
    resolve: { alias: { '@': join(root, 'src') } },
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  let browser;
  try {
    const { mediaKey } = await vite.ssrLoadModule('/src/features/video-lessons/model/media-key.ts');
    const files = readdirSync(lessonDir).filter((f) => f.endsWith('.ts')).sort();
    for (const file of files) {
      const { lesson } = await vite.ssrLoadModule(`/src/features/video-lessons/content/lessons/${file}`);
      if (only.size > 0 && !only.has(lesson.id)) continue;
      const key = mediaKey(lesson);
      if (!force && upToDate(lesson.id, key)) {
        console.log(`${lesson.id}: up to date`);
        continue;
      }
      browser ??= await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
      const started = Date.now();
      const seconds = await makeLesson(browser, lesson, key);
      console.log(`${lesson.id}: ${seconds.toFixed(1)} s video in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
  } finally {
    await browser?.close();
    await vite.close();
  }
}

await main();

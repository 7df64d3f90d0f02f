// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildPhraseCatalogue, CATALOGUE_PATH, PHRASE_SET_ORDER } from '@/features/phrases/content/build-catalogue';
import { phraseSets } from '@/features/phrases/content/catalogue';
import { catalogueFiles } from '@/features/phrases/content/catalogue-files';
import { PHRASE_GROUPS } from '@/features/phrases/content/schema';
import type { PhraseSetContent } from '@/features/phrases/content/types';
import { groupSets, PHRASE_GROUP_ORDER } from '@/features/phrases/model/groups';

/**
 * The phrasebook's catalogue is generated from the set modules (`npm run catalogues`):
 * a set added or changed without re-generating, or a catalogue edited by hand, fails here.
 */
const modules = import.meta.glob<PhraseSetContent>('/src/features/phrases/content/sets/*.ts', { eager: true, import: 'default' });
const sets = Object.values(modules);

const set = (id: string, group: PhraseSetContent['group'] = 'social'): PhraseSetContent => ({
  id,
  title: { en: id, ua: id, de: id, ru: id, be: id, tr: id, pl: id, es: id },
  descr: { en: id, ua: id, de: id, ru: id, be: id, tr: id, pl: id, es: id },
  img: 'waving-hand',
  paywall: id === 'slang',
  group,
  phrases: [{ de: 'Hallo!', tr: { en: 'Hi!', ua: 'Привіт!', de: 'Gruß', ru: 'Привет!', be: 'Прывітанне!', tr: 'Merhaba!', pl: 'Cześć!', es: '¡Hola!' } }],
});

describe('phrasebook catalogue', () => {
  it('is up to date with the set modules (run `npm run catalogues`)', () => {
    const [file] = catalogueFiles();
    expect(file?.path).toBe(CATALOGUE_PATH);
    expect(readFileSync(CATALOGUE_PATH, 'utf8')).toBe(file?.text);
  });

  it('has one card per set module, with the spec fields, its page and its progress topic', () => {
    expect(phraseSets.map((s) => s.id).sort()).toEqual(sets.map((s) => s.id).sort());
    for (const card of phraseSets) {
      const source = sets.find((s) => s.id === card.id)!;
      expect(card).toEqual({
        id: source.id,
        title: source.title,
        img: source.img,
        url: `/phrases/${source.id}`,
        descr: source.descr,
        paywall: source.paywall,
        group: source.group,
        topic: `phrases-${source.id}`,
      });
    }
  });

  it('imports no phrase data: only the type (each set stays its own lazy chunk)', () => {
    const text = readFileSync(CATALOGUE_PATH, 'utf8');
    expect([...text.matchAll(/^import .* from '([^']+)';$/gm)].map((m) => m[1])).toEqual(['./types']);
    expect(text).not.toMatch(/"phrases"\s*:/);
    expect(text).not.toMatch(/"note"\s*:/);
  });

  it('orders the sets as the spec lists them; sets it does not name follow by id; an id twice is an error', () => {
    const built = buildPhraseCatalogue([set('zebra'), set('how-are-you'), set('alpha'), set('greetings'), set('slang')]);
    expect(built.map((s) => s.id)).toEqual(['greetings', 'how-are-you', 'slang', 'alpha', 'zebra']);
    expect(built.find((s) => s.id === 'slang')).toMatchObject({ paywall: true, url: '/phrases/slang', topic: 'phrases-slang' });
    expect(() => buildPhraseCatalogue([set('greetings'), set('greetings')])).toThrow(/greetings/);
    expect(PHRASE_SET_ORDER).toHaveLength(26);
  });

  it('groups the hub in the order social, everyday, travel, feelings, help, leaving empty groups out', () => {
    expect(PHRASE_GROUP_ORDER).toEqual([...PHRASE_GROUPS]);
    const built = buildPhraseCatalogue([set('emergency', 'help'), set('greetings', 'social'), set('shopping', 'everyday'), set('how-are-you', 'social')]);
    expect(groupSets(built).map((g) => [g.group, g.sets.map((s) => s.id)])).toEqual([
      ['social', ['greetings', 'how-are-you']],
      ['everyday', ['shopping']],
      ['help', ['emergency']],
    ]);
  });

  it('the app never imports the generator-only module list', () => {
    const sources = import.meta.glob<string>(['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}', '!/src/**/content/catalogue-files.ts'], { eager: true, query: '?raw', import: 'default' });
    const importers = Object.entries(sources).filter(([, text]) => /from '[^']*(catalogue-files|build-catalogue)'/.test(text)).map(([path]) => path);
    expect(importers).toEqual([]);
  });
});

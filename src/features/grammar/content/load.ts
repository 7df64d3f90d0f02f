import type { Lang } from '@/i18n/languages';
import type { A1Topic, A2Lesson, RuleBlock } from './types';

type TopicModules = Record<string, () => Promise<{ default: A1Topic }>>;

/**
 * Each A1 topic is imported once per interface language (`<slug>.ts?lang=<lang>`): in the
 * production build scripts/grammar-rules-plugin.ts keeps only that language's rules in such a
 * module, so every (topic, language) pair is its own chunk (assets/grammar/<lang>-<slug>-*.js)
 * and a page downloads only the rules it shows. import.meta.glob takes only literals.
 */
const topicModules: Record<Lang, TopicModules> = {
  en: import.meta.glob<{ default: A1Topic }>(['./a1/*.ts', '!./a1/vwp-shared.ts', '!./a1/vwp-tiles.ts'], { query: '?lang=en' }),
  ua: import.meta.glob<{ default: A1Topic }>(['./a1/*.ts', '!./a1/vwp-shared.ts', '!./a1/vwp-tiles.ts'], { query: '?lang=ua' }),
  de: import.meta.glob<{ default: A1Topic }>(['./a1/*.ts', '!./a1/vwp-shared.ts', '!./a1/vwp-tiles.ts'], { query: '?lang=de' }),
  ru: import.meta.glob<{ default: A1Topic }>(['./a1/*.ts', '!./a1/vwp-shared.ts', '!./a1/vwp-tiles.ts'], { query: '?lang=ru' }),
  be: import.meta.glob<{ default: A1Topic }>(['./a1/*.ts', '!./a1/vwp-shared.ts', '!./a1/vwp-tiles.ts'], { query: '?lang=be' }),
  tr: import.meta.glob<{ default: A1Topic }>(['./a1/*.ts', '!./a1/vwp-shared.ts', '!./a1/vwp-tiles.ts'], { query: '?lang=tr' }),
  pl: import.meta.glob<{ default: A1Topic }>(['./a1/*.ts', '!./a1/vwp-shared.ts', '!./a1/vwp-tiles.ts'], { query: '?lang=pl' }),
  es: import.meta.glob<{ default: A1Topic }>(['./a1/*.ts', '!./a1/vwp-shared.ts', '!./a1/vwp-tiles.ts'], { query: '?lang=es' }),
};

/** An A1 topic as a page shows it: the rules of one interface language. */
export type A1TopicIn = Omit<A1Topic, 'rules'> & { lang: Lang; rules: RuleBlock[] };

export async function loadA1Topic(slug: string, lang: Lang): Promise<A1TopicIn | null> {
  const load = topicModules[lang][`./a1/${slug}.ts`];
  if (!load) return null;
  const { rules, ...topic } = (await load()).default;
  const inLang = rules[lang];
  if (!inLang) throw new Error(`The ${lang} rules of ${slug} are missing`);
  return { ...topic, lang, rules: inLang };
}

/** Each A2 lesson is its own lazily loaded chunk (English rules + practice). */
const lessonModules = import.meta.glob<{ default: A2Lesson }>('./a2/*.ts');

export async function loadA2Lesson(slug: string): Promise<A2Lesson | null> {
  const load = lessonModules[`./a2/${slug}.ts`];
  return load ? (await load()).default : null;
}

import type { Lang } from '@/i18n/languages';
import type { ArticleDescription } from './types';

/** The hub's card descriptions, one chunk per interface language (loaded once each). */
const descriptionModules = import.meta.glob<{ articleDescriptions: readonly ArticleDescription[] }>('./descriptions-*.ts');
const descriptions = new Map<Lang, ReadonlyMap<string, string>>();

export function cachedArticleDescriptions(lang: Lang): ReadonlyMap<string, string> | undefined {
  return descriptions.get(lang);
}

export async function loadArticleDescriptions(lang: Lang): Promise<ReadonlyMap<string, string>> {
  const cached = descriptions.get(lang);
  if (cached) return cached;
  const load = descriptionModules[`./descriptions-${lang}.ts`];
  const list = load ? (await load()).articleDescriptions : [];
  const map = new Map(list.map((d) => [d.url, d.descr]));
  descriptions.set(lang, map);
  return map;
}

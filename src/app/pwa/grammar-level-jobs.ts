import { A2_INDEX } from '@/features/grammar/content/a2-index';
import { grammarCards } from '@/features/grammar/content/catalogue';
import { loadA1Topic, loadA2Lesson } from '@/features/grammar/content/load';
import type { Lang } from '@/i18n/languages';
import { useAppStore } from '@/store/store';
import { pictureJobs, soundJobs, type OfflineJob } from './download';

function lessonJob(key: string, load: () => Promise<unknown>): OfflineJob {
  return {
    key,
    run: async () => {
      if (!(await load())) throw new Error(`no grammar lesson ${key}`);
    },
  };
}

/**
 * The A1 grammar of /grammar: every topic's chunk (practice, and the rules in the learner's
 * language — one chunk per topic and language), the cards' pictures, the sounds.
 */
export function grammarA1Jobs(lang: Lang = useAppStore.getState().curLang): OfflineJob[] {
  const slugs = [...new Set(grammarCards.map((card) => card.url.replace(/^\/grammar\//, '')))];
  return [...slugs.map((slug) => lessonJob(`grammar:${slug}`, () => loadA1Topic(slug, lang))), ...pictureJobs(grammarCards.map((c) => c.img)), ...soundJobs];
}

/** The A2 lessons of /grammar/a2: every lesson's chunk and the sounds. */
export function grammarA2Jobs(): OfflineJob[] {
  return [...A2_INDEX.map((entry) => lessonJob(`grammar-a2:${entry.slug}`, () => loadA2Lesson(entry.slug))), ...soundJobs];
}

import { wordQuizzes } from '@/features/words/content/catalogue';
import { loadVerbRootSet, loadWordSet } from '@/features/words/content/load';
import { entriesOfLevel, type LevelSlug } from '@/features/words/model/catalogue-kinds';
import { pictureJobs, soundJobs, type OfflineJob } from './download';

/** Every topic of a word level (/words/a1 …): its chunk, its pictures, the cards' pictures, the sounds. */
export function wordLevelJobs(level: LevelSlug): OfflineJob[] {
  const entries = entriesOfLevel(wordQuizzes, level);
  const topics = entries.map<OfflineJob>((entry) => ({
    key: `words:${entry.id}`,
    run: async () => {
      if (entry.level === 'B') {
        const root = await loadVerbRootSet(entry.id);
        if (!root) throw new Error(`no verb-root set ${entry.id}`);
        return pictureJobs(root.elements.map((e) => e.img));
      }
      const set = await loadWordSet(entry.id);
      if (!set) throw new Error(`no word set ${entry.id}`);
      return pictureJobs(set.words.map((w) => w.img));
    },
  }));
  return [...topics, ...pictureJobs(entries.map((e) => e.img)), ...soundJobs];
}

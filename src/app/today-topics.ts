import { A2_INDEX } from '@/features/grammar/content/a2-index';
import { grammarCards } from '@/features/grammar/content/catalogue';
import { phraseSets } from '@/features/phrases/content/catalogue';
import type { Topic } from '@/features/today/model/progress';
import { wordQuizzes } from '@/features/words/content/catalogue';
import { levelOf } from '@/features/words/model/catalogue-kinds';
import { paths } from '@/config/paths';

/**
 * The starred topics /today counts and suggests, in catalogue order, with their levels: words
 * A1–B1 (their level pages), grammar A1 (the /grammar exercises) and A2 (the lessons), and the
 * phrasebook (no level). Composed here because features do not import each other.
 */
export function todayTopics(): Topic[] {
  return [
    ...wordQuizzes.map((e): Topic => ({ area: 'words', level: levelOf(e), topic: e.id, to: e.link, title: e.descr })),
    ...grammarCards.map((c): Topic => ({ area: 'grammar', level: 'a1', topic: c.topic, to: c.url, title: c.descr })),
    ...A2_INDEX.map((l): Topic => ({ area: 'grammar', level: 'a2', topic: l.topic, to: `${paths.grammarA2}/${l.slug}`, title: l.title })),
    ...phraseSets.map((s): Topic => ({ area: 'phrases', level: null, topic: s.topic, to: s.url, title: s.title })),
  ];
}

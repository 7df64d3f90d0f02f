import type { ArticleType } from '../content/types';

/** The locale key of each article type (articles.json `types.*`). */
export const TYPE_KEYS = {
  Vocabulary: 'vocabulary',
  Grammar: 'grammar',
  'Conversation and Listening': 'conversation',
  'Study Tips and Strategies': 'study',
  'Travel To Germany': 'travel',
  'Life in Germany': 'life',
  Reviews: 'reviews',
} as const satisfies Record<ArticleType, string>;

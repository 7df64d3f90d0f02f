import type { ArticleCard } from './types';

/** The article cards of the /articles hub and the footer. Each joins with its page. */
export const articleCards: readonly ArticleCard[] = [];

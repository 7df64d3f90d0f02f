/** Article types (spec 000 §3 "Article"). */
export type ArticleType =
  | 'Vocabulary'
  | 'Grammar'
  | 'Conversation and Listening'
  | 'Study Tips and Strategies'
  | 'Travel To Germany'
  | 'Life in Germany'
  | 'Reviews';

/** An article card (spec 000 §3 "Article"); `img` is a number string. */
export interface ArticleCard {
  type: ArticleType;
  title: string;
  url: string;
  img: string;
}

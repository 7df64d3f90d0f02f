/**
 * The progress topics grammar practice records under (`quiz_results["<topic>_results"]`): the
 * routes record with these, the catalogues declare them, and the start-up sync asks for them.
 */
export const a1ProgressTopic = (slug: string): string => slug;
export const a2ProgressTopic = (slug: string): string => `a2-${slug}`;

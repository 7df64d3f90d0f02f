/**
 * What a learner picks on a game's start screen: a word topic, a whole level, or (for games with
 * their own content) a level of that content. The key is also where the stars are kept:
 * `quiz_results["game-<id>_results"][<key>]` (DECISIONS.md "Games, phrases…").
 */
export interface GameChoice {
  key: string;
  label: string;
  /** The heading of the group it is listed under (a level, "verb roots" …). */
  group: string;
}

/** The choice to preselect: the remembered one if it still exists, else the first. */
export function initialChoice(choices: readonly GameChoice[], remembered: string | null): string {
  if (remembered && choices.some((c) => c.key === remembered)) return remembered;
  return choices[0]?.key ?? '';
}

/** Choices grouped for a `<select>` with option groups, in first-seen order. */
export function groupChoices(choices: readonly GameChoice[]): { group: string; choices: GameChoice[] }[] {
  const groups = new Map<string, GameChoice[]>();
  for (const choice of choices) {
    const list = groups.get(choice.group);
    if (list) list.push(choice);
    else groups.set(choice.group, [choice]);
  }
  return [...groups].map(([group, list]) => ({ group, choices: list }));
}

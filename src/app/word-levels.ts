/** The level pages of /words with their pictures (Noto icon names, built as /icons/noto/<icon>.svg). */
export const wordLevels = [
  { slug: 'a1', icon: 'red-apple' },
  { slug: 'a2', icon: 'deciduous-tree' },
  { slug: 'b1', icon: 'wrapped-gift' },
] as const;

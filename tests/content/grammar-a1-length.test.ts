// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { A1Topic } from '@/features/grammar/content/types';

/**
 * Spec 000 §3: practice lists carry "about 30 to 38" sentences, so a ten-question round does
 * not repeat after two rounds (issue 27 item 2). Every A1 list meets the lower bound.
 */
const modules = import.meta.glob<A1Topic>(['/src/features/grammar/content/a1/*.ts', '!**/vwp-shared.ts', '!**/vwp-tiles.ts'], { eager: true, import: 'default' });
const sizes = Object.values(modules).map((t) => [t.slug, t.practice.kind === 'choice' ? t.practice.questions.length : t.practice.elements.length] as const);

describe('A1 practice lists at the spec length', () => {
  it('every A1 list has at least 30 items', () => {
    expect(sizes.length).toBeGreaterThanOrEqual(39);
    expect(sizes.filter(([, n]) => n < 30).map(([slug, n]) => `${slug}: ${n}`)).toEqual([]);
  });
});

import { describe, expect, it, vi } from 'vitest';
import '@/app/router';
import { teaserTiles } from '@/app/teaser-tiles';
import { isPathBuilt } from './path-built';
import { seeded } from '@/lib/random';
import type * as Registry from './path-built';

vi.mock('./path-built', async (importOriginal) => {
  const original = await importOriginal<typeof Registry>();
  return { ...original, isPathBuilt: vi.fn(original.isPathBuilt) };
});

describe('teaser tiles', () => {
  it('gives 2 word quizzes, 1 grammar quiz and 1 verbs-with-prepositions set, all built pages', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const tiles = teaserTiles('ua', seeded(seed));
      expect(tiles.map((t) => t.kind)).toEqual(['word', 'word', 'grammar', 'verbs']);
      expect(new Set(tiles.map((t) => t.to)).size).toBe(4);
      expect(tiles[2]?.to).not.toContain('verbs-with-prepositions');
      for (const tile of tiles) expect(vi.mocked(isPathBuilt).getMockImplementation()?.(tile.to)).toBe(true);
    }
  });

  it('looks up only a few routes, not every catalogue entry (main-thread time on grammar pages, issue 18)', () => {
    vi.mocked(isPathBuilt).mockClear();
    teaserTiles('en', seeded(7));
    expect(vi.mocked(isPathBuilt).mock.calls.length).toBeLessThanOrEqual(12);
  });

  it('varies with the random source', () => {
    const picks = new Set(Array.from({ length: 10 }, (_, i) => teaserTiles('en', seeded(i + 1)).map((t) => t.to).join()));
    expect(picks.size).toBeGreaterThan(5);
  });
});

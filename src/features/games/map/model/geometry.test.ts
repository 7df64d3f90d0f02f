import { describe, expect, it } from 'vitest';
import { GERMANY_PATHS } from '../germany-map';
import { boxOf, isTiny, mainCentre, mainPart, moveInOrder, northToSouth, pathParts } from './geometry';

describe('path geometry', () => {
  it('reads relative m/l/z paths into their parts', () => {
    // Two squares: one 10×10 from (0,0), one 2×2 from (20,0).
    const parts = pathParts('m 0,0 10,0 0,10 -10,0 z m 20,0 2,0 0,2 -2,0 z');
    expect(parts).toEqual([
      { minX: 0, minY: 0, maxX: 10, maxY: 10 },
      { minX: 20, minY: 0, maxX: 22, maxY: 2 },
    ]);
    expect(boxOf('m 0,0 10,0 0,10 -10,0 z m 20,0 2,0 0,2 -2,0 z')).toEqual({ minX: 0, minY: 0, maxX: 22, maxY: 10 });
    expect(mainCentre('m 0,0 10,0 0,10 -10,0 z m 20,0 2,0 0,2 -2,0 z')).toEqual({ x: 5, y: 5 });
  });

  it('refuses commands it does not understand instead of guessing', () => {
    expect(() => pathParts('M 0,0 C 1,1 2,2 3,3')).toThrow(/Unsupported/);
  });

  it('keeps every state inside the map and finds Bremen by its city, not Bremerhaven', () => {
    for (const [id, d] of Object.entries(GERMANY_PATHS)) {
      const box = boxOf(d);
      expect(box.minX, id).toBeGreaterThanOrEqual(-1);
      expect(box.maxX, id).toBeLessThanOrEqual(587);
      expect(box.maxY, id).toBeLessThanOrEqual(794);
    }
    // Bremerhaven lies north of the city of Bremen: the main part is the southern one.
    expect(mainCentre(GERMANY_PATHS.hb as string).y).toBeGreaterThan(boxOf(GERMANY_PATHS.hb as string).minY + 30);
  });

  it('finds exactly the three city states too small to tap on a phone', () => {
    const tiny = Object.entries(GERMANY_PATHS)
      .filter(([, d]) => isTiny(mainPart(d), 50))
      .map(([id]) => id)
      .sort();
    expect(tiny).toEqual(['be', 'hb', 'hh']);
  });
});

describe('the order of the radio group', () => {
  const order = northToSouth(GERMANY_PATHS);

  it('goes from north to south: Schleswig-Holstein first, the southern states last', () => {
    expect(order).toHaveLength(16);
    expect(new Set(order).size).toBe(16);
    expect(order[0]).toBe('sh');
    expect(order.slice(-2).sort()).toEqual(['bw', 'by']);
    const y = (id: string) => mainCentre(GERMANY_PATHS[id] as string).y;
    for (let i = 1; i < order.length; i++) expect(y(order[i] as string)).toBeGreaterThanOrEqual(y(order[i - 1] as string));
    // Hamburg before Niedersachsen, Thüringen before Bayern.
    expect(order.indexOf('hh')).toBeLessThan(order.indexOf('ni'));
    expect(order.indexOf('th')).toBeLessThan(order.indexOf('by'));
  });

  it.each([
    ['ArrowDown', 'b', 'c'],
    ['ArrowRight', 'b', 'c'],
    ['ArrowUp', 'b', 'a'],
    ['ArrowLeft', 'b', 'a'],
    ['ArrowDown', 'c', 'a'],
    ['ArrowUp', 'a', 'c'],
    ['Home', 'b', 'a'],
    ['End', 'a', 'c'],
  ])('%s from %s goes to %s (wrapping like a radio group)', (key, from, to) => {
    expect(moveInOrder(['a', 'b', 'c'], from, key)).toBe(to);
  });

  it('ignores other keys (Enter and Space choose, they do not move)', () => {
    expect(moveInOrder(['a', 'b'], 'a', 'Enter')).toBeNull();
    expect(moveInOrder(['a', 'b'], 'a', ' ')).toBeNull();
    expect(moveInOrder(['a', 'b'], 'a', 'Tab')).toBeNull();
  });

  it('visits every state once in 16 steps down', () => {
    let at = order[0] as string;
    const seen = [at];
    for (let i = 1; i < 16; i++) {
      at = moveInOrder(order, at, 'ArrowDown') as string;
      seen.push(at);
    }
    expect(seen).toEqual(order);
    expect(moveInOrder(order, at, 'ArrowDown')).toBe(order[0]);
  });
});

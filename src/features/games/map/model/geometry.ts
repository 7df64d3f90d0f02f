/**
 * Plain geometry of the vendored map (no DOM, so the order and the markers are testable): the
 * bounding box of each state's path, the centre of its largest part, and the order in which the
 * arrow keys visit the states.
 */
export interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

export interface Point {
  x: number;
  y: number;
}

/**
 * The parts (closed rings) of an SVG path written with relative `m`/`l` commands and `z` — the
 * only commands the vendored map uses; anything else is an error, not a silent guess.
 */
export function pathParts(d: string): Box[] {
  const tokens = d.match(/[a-zA-Z]|-?\d*\.?\d+(?:e-?\d+)?/g) ?? [];
  const parts: Box[] = [];
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  let command = '';
  let current: Box | null = null;
  for (let i = 0; i < tokens.length; ) {
    const token = tokens[i] as string;
    if (/[a-zA-Z]/.test(token)) {
      command = token;
      i++;
      if (command === 'z' || command === 'Z') {
        x = startX;
        y = startY;
      } else if (command !== 'm' && command !== 'l') throw new Error(`Unsupported path command ${command}`);
      continue;
    }
    const dx = Number(token);
    const dy = Number(tokens[i + 1]);
    i += 2;
    x += dx;
    y += dy;
    if (command === 'm') {
      startX = x;
      startY = y;
      current = { minX: x, minY: y, maxX: x, maxY: y };
      parts.push(current);
      command = 'l'; // further pairs after an m are lines
    } else if (current) {
      current.minX = Math.min(current.minX, x);
      current.minY = Math.min(current.minY, y);
      current.maxX = Math.max(current.maxX, x);
      current.maxY = Math.max(current.maxY, y);
    }
  }
  return parts;
}

const area = (b: Box) => (b.maxX - b.minX) * (b.maxY - b.minY);
const centre = (b: Box): Point => ({ x: (b.minX + b.maxX) / 2, y: (b.minY + b.maxY) / 2 });

/** The box around all parts of a path. */
export function boxOf(d: string): Box {
  const parts = pathParts(d);
  return {
    minX: Math.min(...parts.map((p) => p.minX)),
    minY: Math.min(...parts.map((p) => p.minY)),
    maxX: Math.max(...parts.map((p) => p.maxX)),
    maxY: Math.max(...parts.map((p) => p.maxY)),
  };
}

/** The box of a state's largest part (Bremen without Bremerhaven, the mainland without islands). */
export function mainPart(d: string): Box {
  return pathParts(d).reduce((a, b) => (area(b) > area(a) ? b : a));
}

/** The centre of a state's largest part. */
export function mainCentre(d: string): Point {
  return centre(mainPart(d));
}

/**
 * The order the arrow keys visit the states: from north to south by the centre of each state's
 * largest part (west before east on a tie), so the list reads like the map from top to bottom.
 */
export function northToSouth<Id extends string>(paths: Readonly<Record<Id, string>>): Id[] {
  const centres = (Object.keys(paths) as Id[]).map((id) => ({ id, c: mainCentre(paths[id]) }));
  return centres.sort((a, b) => a.c.y - b.c.y || a.c.x - b.c.x).map((e) => e.id);
}

/**
 * The state a key press moves to in the radio group: ArrowDown/ArrowRight the next, ArrowUp/ArrowLeft
 * the previous (both wrap, as in a radio group), Home the first, End the last; null for other keys.
 */
export function moveInOrder<Id>(order: readonly Id[], current: Id, key: string): Id | null {
  const i = Math.max(0, order.indexOf(current));
  const n = order.length;
  switch (key) {
    case 'ArrowDown':
    case 'ArrowRight':
      return order[(i + 1) % n] ?? null;
    case 'ArrowUp':
    case 'ArrowLeft':
      return order[(i - 1 + n) % n] ?? null;
    case 'Home':
      return order[0] ?? null;
    case 'End':
      return order[n - 1] ?? null;
    default:
      return null;
  }
}

/** True when a box is smaller than `min` units in either direction (it then gets a larger hit area). */
export function isTiny(box: Box, min: number): boolean {
  return box.maxX - box.minX < min || box.maxY - box.minY < min;
}

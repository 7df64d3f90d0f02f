/** The three-stage progress of one quiz type, as the backend and the old site store it. */
export type Progress = [boolean, boolean, boolean];

function toBool(x: unknown): boolean | null {
  if (x === true || x === 1 || x === '1' || x === 'true') return true;
  if (x === false || x === 0 || x === '0' || x === 'false') return false;
  return null;
}

/**
 * The three-stage progress (CONTRACT.md): an array of three booleans, also accepted as a JSON
 * string of that array or as "1,0,0"-style text. Returns null for anything else.
 */
export function parseProgress(value: unknown): Progress | null {
  let list: unknown = value;
  if (typeof value === 'string') {
    const text = value.trim();
    if (text.startsWith('[')) {
      try {
        list = JSON.parse(text) as unknown;
      } catch {
        return null;
      }
    } else {
      list = text.split(',').map((s) => s.trim());
    }
  }
  if (!Array.isArray(list) || list.length !== 3) return null;
  const bools = list.map(toBool);
  if (bools.some((b) => b === null)) return null;
  return bools as Progress;
}


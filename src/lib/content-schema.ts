import * as v from 'valibot';
import { LANGS } from '@/config/languages';

/**
 * Building blocks of the content schemas (`features/<area>/content/schema.ts`): used by the
 * content tests and by the catalogue generator, never by the app at run time.
 */
export const text = v.pipe(v.string(), v.trim(), v.minLength(1, 'empty text'));

const nonEnglish = LANGS.filter((l) => l !== 'en');

/** A text in every interface language (the spec's `descr` objects). */
export const localizedText = v.strictObject(Object.fromEntries(LANGS.map((l) => [l, text])) as Record<(typeof LANGS)[number], typeof text>);

/** A text in the seven languages besides English, where English has its own field. */
export const nonEnglishText = v.strictObject(
  Object.fromEntries(nonEnglish.map((l) => [l, text])) as Record<Exclude<(typeof LANGS)[number], 'en'>, typeof text>,
);

export const article = v.picklist(['der', 'die', 'das']);

/** A Noto emoji icon name (its existence is checked against the icon set by the content tests). */
export const iconName = v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'not an icon name'));

export const isoDate = v.pipe(v.string(), v.isoDate());

/** Validates and returns a readable list of problems (empty when the value is valid). */
export function problemsOf(schema: v.GenericSchema, value: unknown, where: string): string[] {
  const result = v.safeParse(schema, value);
  if (result.success) return [];
  return result.issues.map((issue) => `${where}${issue.path ? `.${v.getDotPath(issue) ?? ''}` : ''}: ${issue.message}`);
}

/** For the catalogue generator: throws with every problem when a module does not match its schema. */
export function assertContent(schema: v.GenericSchema, modules: Record<string, unknown>): void {
  const problems = Object.entries(modules).flatMap(([where, value]) => problemsOf(schema, value, where));
  if (problems.length > 0) throw new Error(`Content does not match its schema:\n${problems.join('\n')}`);
}

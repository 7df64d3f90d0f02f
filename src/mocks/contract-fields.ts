/**
 * The request fields of every call, as ../shared/CONTRACT.md names them: the strict stand-in
 * answers 400 to a body that lacks one or sends one of the wrong kind, so a request that drifts
 * from the contract fails the test that made it (the real PHP backend would not read it).
 *
 * Kinds: `string`; `id` = a whole number, or a string of digits (PHP reads both alike); `bool`;
 * `strings` = a list of strings; `rows` = the results rows `[{section_type, quiz_type, progress}]`
 * with `progress` a list of three booleans; `en` = the literal "en" (get words, spec 001 §7).
 */
export type FieldKind = 'string' | 'id' | 'bool' | 'strings' | 'rows' | 'en';

export const BODY_FIELDS: Record<string, Record<string, FieldKind>> = {
  login: { email: 'string', password: 'string' },
  register: { name: 'string', email: 'string', password: 'string', language: 'string' },
  forgotPassword: { email: 'string' },
  resetPassword: { token: 'string', password: 'string' },
  deleteAccount: { password: 'string' },
  resetProgress: { password: 'string', token: 'string' },
  getReviews: { token: 'string' },
  deleteReview: { review: 'string', token: 'string' },
  addReview: { review: 'string', translation: 'string', token: 'string' },
  getUserResults: { token: 'string', categories: 'strings' },
  syncResultsToServer: { token: 'string', data: 'rows', deletedata: 'bool' },
  // `type`: the subcategory's kind of words (Nouns, Adjectives, Verbs, Phrases) — our reading
  // of a field the spec leaves open (docs/backend.md).
  getProfRatings: { token: 'string', subcategory_id: 'id', type: 'string' },
  getProfWords: { language: 'en', subcategoryid: 'id' },
  // `type`: the quiz type (spec 001 §7 "type (the quiz type)"), our numbers 1–10.
  addProfRating: { token: 'string', subcategory_id: 'id', type: 'id' },
  sendTutorRequest: { tutor_id: 'id', name: 'string', email: 'string', level: 'string', goal: 'string', message: 'string', lang: 'string' },
  advertiseRequest: { company: 'string', name: 'string', email: 'string', offer: 'string', budget: 'string', message: 'string', lang: 'string' },
};

/** Query parameters of the GET calls (besides the fixed `type=` of site/get.php). */
export const QUERY_FIELDS: Record<string, Record<string, 'id' | 'string'>> = {
  getCrossword: { id: 'id' },
  getArticle: { id: 'id' },
  getProfSections: { tag: 'string' },
};

function isId(value: unknown): boolean {
  return (typeof value === 'number' && Number.isInteger(value)) || (typeof value === 'string' && /^\d+$/.test(value));
}

function isRow(value: unknown): boolean {
  if (!value || typeof value !== 'object') return false;
  const row = value as Record<string, unknown>;
  return (
    typeof row.section_type === 'string' &&
    typeof row.quiz_type === 'string' &&
    Array.isArray(row.progress) &&
    row.progress.length === 3 &&
    row.progress.every((stage) => typeof stage === 'boolean')
  );
}

export function fitsKind(value: unknown, kind: FieldKind): boolean {
  switch (kind) {
    case 'string':
      return typeof value === 'string';
    case 'id':
      return isId(value);
    case 'bool':
      return typeof value === 'boolean';
    case 'strings':
      return Array.isArray(value) && value.every((item) => typeof item === 'string');
    case 'rows':
      return Array.isArray(value) && value.every(isRow);
    case 'en':
      return value === 'en';
  }
}

/** What is wrong with a call's body (missing or mistyped fields), or null when it fits. */
export function bodyProblems(call: string, body: unknown): string | null {
  const fields = BODY_FIELDS[call];
  if (!fields) return null;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return 'the body is not a JSON object';
  const record = body as Record<string, unknown>;
  const problems: string[] = [];
  for (const [name, kind] of Object.entries(fields)) {
    if (!(name in record)) problems.push(`${name} is missing`);
    else if (!fitsKind(record[name], kind)) problems.push(`${name} is not of kind ${kind}`);
  }
  return problems.length > 0 ? problems.join('; ') : null;
}

/** What is wrong with a GET call's query parameters, or null. */
export function queryProblems(call: string, params: URLSearchParams): string | null {
  const fields = QUERY_FIELDS[call];
  if (!fields) return null;
  const problems: string[] = [];
  for (const [name, kind] of Object.entries(fields)) {
    const value = params.get(name);
    if (value === null || value === '') problems.push(`${name} is missing`);
    else if (kind === 'id' && !/^\d+$/.test(value)) problems.push(`${name} is not of kind id`);
  }
  return problems.length > 0 ? problems.join('; ') : null;
}

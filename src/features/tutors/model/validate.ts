import type { ParseKeys } from 'i18next';
import { TUTOR_GOALS, type TutorGoal } from '@/api/endpoints/tutors';
import { TUTOR_LEVELS, type TutorLevel } from '@/api/schemas';

export type TutorsKey = ParseKeys<'tutors'>;

export const MIN_MESSAGE_LENGTH = 10;
export const MAX_MESSAGE_LENGTH = 2000;
export const MAX_NAME_LENGTH = 100;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What the learner typed into the contact form; level and goal are '' until chosen. */
export interface RequestDraft {
  name: string;
  email: string;
  level: TutorLevel | '';
  goal: TutorGoal | '';
  message: string;
}

export const FIELDS = ['name', 'email', 'level', 'goal', 'message'] as const;
export type Field = (typeof FIELDS)[number];
export type DraftErrors = Record<Field, TutorsKey | null>;

export const emptyDraft: RequestDraft = { name: '', email: '', level: '', goal: '', message: '' };

export function isLevel(value: string): value is TutorLevel {
  return (TUTOR_LEVELS as readonly string[]).includes(value);
}

export function isGoal(value: string): value is TutorGoal {
  return (TUTOR_GOALS as readonly string[]).includes(value);
}

/** Every field's message key (or null), in the form's order. */
export function validateDraft(draft: RequestDraft): DraftErrors {
  const name = draft.name.trim();
  const email = draft.email.trim();
  const message = draft.message.trim();
  return {
    name: name === '' ? 'errors.nameRequired' : name.length > MAX_NAME_LENGTH ? 'errors.nameLong' : null,
    email: email === '' ? 'errors.emailRequired' : EMAIL.test(email) ? null : 'errors.emailInvalid',
    level: isLevel(draft.level) ? null : 'errors.levelRequired',
    goal: isGoal(draft.goal) ? null : 'errors.goalRequired',
    message: message === '' ? 'errors.messageRequired' : message.length < MIN_MESSAGE_LENGTH ? 'errors.messageShort' : message.length > MAX_MESSAGE_LENGTH ? 'errors.messageLong' : null,
  };
}

/** The first field with a message, where focus goes after a failed submit. */
export function firstInvalid(errors: DraftErrors): Field | null {
  return FIELDS.find((field) => errors[field] !== null) ?? null;
}

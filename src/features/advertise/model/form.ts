import type { ParseKeys } from 'i18next';
import { isApiError } from '@/api/errors';
import { offlineMessage } from '@/api/offline-message';

export type AdvertiseKey = ParseKeys<'advertise'>;

/** What an advertiser can ask for: the placements the site really has (see the pages' formats). */
export const OFFERS = ['hubCard', 'topicBanner', 'phraseSet', 'article', 'travelPackage', 'schoolPackage', 'other'] as const;
export type Offer = (typeof OFFERS)[number];

/** Budget ranges per campaign; optional ('' = not said). */
export const BUDGETS = ['under500', '500to1500', '1500to5000', 'over5000', 'undecided'] as const;
export type Budget = (typeof BUDGETS)[number];

export interface AdvertiseValues {
  company: string;
  name: string;
  email: string;
  offer: Offer | '';
  budget: Budget | '';
  message: string;
}

export type AdvertiseField = keyof AdvertiseValues;
export type AdvertiseErrors = Partial<Record<AdvertiseField, AdvertiseKey>>;

/** The fields in the order they appear, so the first invalid one gets the focus. */
export const FIELD_ORDER: readonly AdvertiseField[] = ['company', 'name', 'email', 'offer', 'budget', 'message'];

export const EMPTY_VALUES: AdvertiseValues = { company: '', name: '', email: '', offer: '', budget: '', message: '' };

export const MAX_MESSAGE = 2000;
export const MIN_MESSAGE = 10;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isOffer(value: string): value is Offer {
  return (OFFERS as readonly string[]).includes(value);
}

export function isBudget(value: string): value is Budget {
  return (BUDGETS as readonly string[]).includes(value);
}

/** Every problem of the form, keyed by field; empty when the enquiry can be sent. */
export function validateAdvertise(values: AdvertiseValues): AdvertiseErrors {
  const errors: AdvertiseErrors = {};
  if (values.company.trim() === '') errors.company = 'form.errors.companyRequired';
  if (values.name.trim() === '') errors.name = 'form.errors.nameRequired';
  if (values.email.trim() === '') errors.email = 'form.errors.emailRequired';
  else if (!EMAIL.test(values.email.trim())) errors.email = 'form.errors.emailInvalid';
  if (!isOffer(values.offer)) errors.offer = 'form.errors.offerRequired';
  if (values.budget !== '' && !isBudget(values.budget)) errors.budget = 'form.errors.budgetInvalid';
  const message = values.message.trim();
  if (message === '') errors.message = 'form.errors.messageRequired';
  else if (message.length < MIN_MESSAGE) errors.message = 'form.errors.messageShort';
  else if (message.length > MAX_MESSAGE) errors.message = 'form.errors.messageLong';
  return errors;
}

/** The first field (in page order) that has an error, or null. */
export function firstInvalid(errors: AdvertiseErrors): AdvertiseField | null {
  return FIELD_ORDER.find((field) => errors[field] !== undefined) ?? null;
}

/** What to tell the advertiser about a failed send: a localised text, and the server's own words when it refused. */
export function describeSendError(error: unknown): { key: AdvertiseKey; serverMessage?: string } | { text: string } {
  if (!isApiError(error)) return { key: 'form.errors.unexpected' };
  const offline = offlineMessage(error);
  if (offline) return { text: offline };
  if (error.kind === 'network') return { key: 'form.errors.network' };
  if (error.kind === 'timeout') return { key: 'form.errors.timeout' };
  if (error.kind === 'server' && error.serverMessage) return { key: 'form.errors.refused', serverMessage: error.serverMessage };
  return { key: 'form.errors.unexpected' };
}

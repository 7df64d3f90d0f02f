import type { Lang } from '@/i18n/languages';
import { en } from './sheet-texts/en';
import { ua } from './sheet-texts/ua';
import { de } from './sheet-texts/de';
import { ru } from './sheet-texts/ru';
import { be } from './sheet-texts/be';
import { tr } from './sheet-texts/tr';
import { pl } from './sheet-texts/pl';
import { es } from './sheet-texts/es';
import type { SheetText } from './sheet-text-type';

/** The texts printed on a worksheet by instruction language, one file each in sheet-texts/. */
export const SHEET_TEXT: Record<Lang, SheetText> = { en, ua, de, ru, be, tr, pl, es };

import type { ParseKeys } from 'i18next';
import { paths } from '@/config/paths';

type MenuLabel = ParseKeys<'common'>;

export interface MenuLink {
  label: MenuLabel;
  to: string;
}

export interface MenuGroup {
  id: string;
  label: MenuLabel;
  items: MenuLink[];
}

export type MenuEntry = MenuGroup | MenuLink;

/** The menu of spec 000 §2 "Menu" (plus /today first in Learn, issue 30); Settings/Login is appended by session state. */
export const menuEntries: readonly MenuEntry[] = [
  {
    id: 'play',
    label: 'menu.play',
    items: [
      { label: 'menu.games', to: paths.games },
      { label: 'menu.crosswords', to: paths.crosswords },
      { label: 'menu.quizzes', to: paths.quizzes },
    ],
  },
  {
    id: 'learn',
    label: 'menu.learn',
    items: [
      { label: 'menu.today', to: paths.today },
      { label: 'menu.videoLessons', to: paths.videoLessons },
      { label: 'menu.words', to: paths.wordsA1 },
      { label: 'menu.jobs', to: paths.profSectionsJob },
      { label: 'menu.exams', to: paths.profSectionsExam },
      { label: 'menu.grammarA1', to: paths.grammar },
      { label: 'menu.grammarA2', to: paths.grammarA2 },
      { label: 'menu.phrasebook', to: paths.phrases },
    ],
  },
  {
    id: 'teachers',
    label: 'menu.teachers',
    items: [
      { label: 'menu.worksheet', to: paths.worksheets },
      { label: 'menu.classGames', to: paths.classGames },
    ],
  },
  { label: 'menu.articles', to: paths.articles },
];

export const settingsEntry: MenuLink = { label: 'menu.settings', to: paths.account };
export const loginEntry: MenuLink = { label: 'menu.login', to: paths.login };

export function isGroup(entry: MenuEntry): entry is MenuGroup {
  return 'items' in entry;
}

/** What the menu shows: every entry of the spec (each leads to a built page — tests/app/navigation-links.test.ts), then Settings or Login. */
export function visibleMenu(entries: readonly MenuEntry[], loggedIn: boolean): MenuEntry[] {
  return [...entries, loggedIn ? settingsEntry : loginEntry];
}

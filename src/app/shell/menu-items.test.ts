import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { isGroup, loginEntry, menuEntries, settingsEntry, visibleMenu } from './menu-items';

const label = (key: string) => i18n.t(key as never);

describe('menu definition (spec 000 §2 "Menu")', () => {
  it('has exactly the spec groups, labels and targets, in order', () => {
    const shape = menuEntries.map((e) =>
      isGroup(e) ? { group: label(e.label), items: e.items.map((i) => [label(i.label), i.to]) } : { link: label(e.label), to: e.to },
    );
    expect(shape).toEqual([
      {
        group: 'Play',
        items: [
          ['Language Games', '/games'],
          ['Sunday Crosswords', '/crosswords/'],
          ['Quizzes about Germany', '/quizzes/'],
        ],
      },
      {
        group: 'Learn',
        items: [
          ["Today's practice", '/today'],
          ['Video Lessons', '/video-lessons'],
          ['Learn Words A1-B2', '/words/a1'],
          ['Vocabulary and phrases for Jobs', '/spec_vacabulary/job'],
          ['Preparation for Exams', '/spec_vacabulary/exam'],
          ['Grammar A1 Practice', '/grammar'],
          ['Grammar A2 Practice', '/grammar/a2'],
          ['Phrasebook', '/phrases'],
        ],
      },
      {
        group: 'For Teachers',
        items: [
          ['Worksheet', '/worksheets'],
          ['Class games', '/for-teachers/class-games/'],
        ],
      },
      { link: 'Articles', to: '/articles' },
    ]);
    expect([label(settingsEntry.label), settingsEntry.to]).toEqual(['Settings', '/account']);
    expect([label(loginEntry.label), loginEntry.to]).toEqual(['Login', '/login']);
  });

  it('shows Settings when logged in and Login when logged out, after every spec entry', () => {
    expect(visibleMenu(menuEntries, true)).toEqual([...menuEntries, settingsEntry]);
    expect(visibleMenu(menuEntries, false)).toEqual([...menuEntries, loginEntry]);
  });
});

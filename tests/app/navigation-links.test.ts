import { describe, expect, it } from 'vitest';
import { routes } from '@/app/router';
import { footerCatalogues } from '@/app/shell/footer-catalogues';
import { advertisingLinks, allLinks, footerLists, otherLinks } from '@/app/shell/footer-model';
import { isGroup, loginEntry, menuEntries, settingsEntry } from '@/app/shell/menu-items';
import { areaGroups } from '@/features/home/areas';
import { LANGS } from '@/i18n/languages';
import { isPathBuilt, registerRoutes } from './path-built';

/**
 * Issue 16 "Complete navigation": the menu, the footer and the home page show every entry of
 * spec 000 §2 unfiltered, so each link must lead to a page the router serves (no dead links).
 */
registerRoutes(routes);

const unbuilt = (links: readonly { to: string; file?: boolean }[]) => links.filter((l) => !l.file && !isPathBuilt(l.to)).map((l) => l.to);

describe('every menu, footer and home link resolves to a route', () => {
  it('knows an unbuilt path when it sees one (the check can fail)', () => {
    expect(unbuilt([{ to: '/gibt-es-nicht' }, { to: '/words/a1' }])).toEqual(['/gibt-es-nicht']);
  });

  it('the menu: every group entry, Articles, Settings and Login', () => {
    const links = [...menuEntries.flatMap((e) => (isGroup(e) ? e.items : [e])), settingsEntry, loginEntry];
    expect(links.length).toBeGreaterThanOrEqual(15);
    expect(unbuilt(links)).toEqual([]);
  });

  it('the footer: top strip, the catalogue groups in every language, the "all" links and Other', () => {
    expect(unbuilt(advertisingLinks)).toEqual([]);
    expect(unbuilt(otherLinks)).toEqual([]);
    expect(unbuilt(Object.values(allLinks))).toEqual([]);
    for (const lang of LANGS) {
      const lists = footerLists(footerCatalogues, lang);
      expect(lists.games.length, 'games').toBeGreaterThan(0);
      expect(lists.articles.length, 'articles').toBeGreaterThan(0);
      expect(unbuilt(Object.values(lists).flat()), lang).toEqual([]);
    }
  });

  it('the home page: every area of every group', () => {
    const areas = areaGroups.flatMap((g) => g.areas);
    expect(areas.map((a) => a.key)).toContain('videoLessons');
    expect(unbuilt(areas)).toEqual([]);
  });
});

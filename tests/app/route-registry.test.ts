import type * as ReactRouterDom from 'react-router-dom';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/router';
import { paths } from '@/config/paths';
import { games } from '@/features/games/content/catalogue';
import { grammarCards } from '@/features/grammar/content/catalogue';
import { wordQuizzes } from '@/features/words/content/catalogue';
import { candidateRoutes, preloadPath } from '@/lib/route-registry';
import { isPathBuilt, registerRoutes } from './path-built';

vi.mock('react-router-dom', async (importOriginal) => {
  const original = await importOriginal<typeof ReactRouterDom>();
  return { ...original, matchRoutes: vi.fn(original.matchRoutes) };
});

/** React Router's own answer on the whole table: the reference the fast check must agree with. */
function builtByReactRouter(to: string): boolean {
  const matches = matchRoutes(routes, to.split(/[?#]/)[0] ?? to);
  const leaf = matches?.[matches.length - 1];
  return leaf !== undefined && leaf.route.path !== '*';
}

const links = [
  ...wordQuizzes.map((w) => w.link),
  ...grammarCards.map((g) => g.url),
  ...games.map((g) => g.url),
  ...Object.values(paths).filter((p) => typeof p === 'string'),
  '/',
  '/WORDS/time01',
  '/words/',
  '/words/time01?from=menu#top',
  '/grammar/a2',
  '/grammar/a2/no-such-lesson',
  '/grammar/a2/x/y',
  '/Nutzungsbedingungen',
  '/nutzungsbedingungen',
  '/gibt-es-nicht',
  '/w%C3%B6rter',
  '//words',
  '',
];

describe('isPathBuilt (route registry)', () => {
  it('gives the same answer as matchRoutes on the whole table, for every catalogue link and odd paths', () => {
    expect(links.length).toBeGreaterThan(200);
    const disagreements = links.filter((link) => isPathBuilt(link) !== builtByReactRouter(link));
    expect(disagreements).toEqual([]);
    expect(isPathBuilt('/gibt-es-nicht')).toBe(false);
    expect(isPathBuilt('/words/time01')).toBe(true);
  });

  it('asks only the few routes that can match, never the whole table (main-thread time, issue 18)', () => {
    const whole = (function count(rs: RouteObject[]): number {
      return rs.reduce((n, r) => n + 1 + count(r.children ?? []), 0);
    })(routes);
    expect(whole).toBeGreaterThan(60);
    for (const link of ['/words/time01', '/grammar/article-quiz', '/games/anagrams', '/impressum', '/nope']) {
      expect(candidateRoutes(link).length).toBeLessThanOrEqual(20);
    }
  });

  it('answers a path it was asked before from memory', () => {
    const calls = () => vi.mocked(matchRoutes).mock.calls.filter(([, path]) => path === '/words/asked-twice').length;
    isPathBuilt('/words/asked-twice');
    expect(calls()).toBe(1);
    isPathBuilt('/words/asked-twice');
    expect(calls()).toBe(1);
  });

  it('preloadPath starts the lazy modules of the matched branch only, once', () => {
    const lazy = { layout: vi.fn(async () => ({})), words: vi.fn(async () => ({})), topic: vi.fn(async () => ({})), other: vi.fn(async () => ({})) };
    registerRoutes([
      { path: '/', lazy: lazy.layout, children: [{ path: 'words', lazy: lazy.words, children: [{ path: ':id', lazy: lazy.topic }] }, { path: 'other', lazy: lazy.other }, { path: '*' }] },
    ]);
    try {
      preloadPath('/words/time01?x=1');
      preloadPath('/words/time01');
      expect(lazy.layout).toHaveBeenCalledTimes(1);
      expect(lazy.words).toHaveBeenCalledTimes(1);
      expect(lazy.topic).toHaveBeenCalledTimes(1);
      expect(lazy.other).not.toHaveBeenCalled();
      expect(isPathBuilt('/nothing/here')).toBe(false);
      expect(isPathBuilt('/other')).toBe(true);
    } finally {
      registerRoutes(routes);
    }
  });
});

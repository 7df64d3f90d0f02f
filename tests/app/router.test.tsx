import { render, screen } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/router';
import { CrashBoundary } from '@/app/shell/crash-boundary';
import { RouteError } from '@/app/shell/route-error';
import { wordQuizzes } from '@/features/words/content/catalogue';
import { worksheets } from '@/features/worksheets/content/worksheets';
import { isPathBuilt } from './path-built';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { renderRoutes } from '../render';

function Boom(): never {
  throw new Error('kaputt');
}

describe('router and shell', () => {
  it('renders the shell with the not-found page for unknown paths', async () => {
    renderRoutes(routes, '/gibt-es-nicht');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText(/\/gibt-es-nicht/)).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /home page/ })).toHaveAttribute('href', '/');
  });

  it('serves the legal pages at their live spellings', async () => {
    for (const [path, title] of [
      ['/impressum', 'Impressum'],
      ['/datenschutz', 'Datenschutzerklärung'],
      ['/Nutzungsbedingungen', 'Nutzungsbedingungen'],
      ['/barrierfreiheit', 'Deutsch Lernen Barrierfreiheit'],
    ] as const) {
      const view = renderRoutes(routes, path);
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      view.unmount();
    }
  });

  it("shows the router's error screen with the message when a page crashes", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const table: RouteObject[] = [{ path: '/', errorElement: <RouteError />, element: <Boom /> }];
    renderRoutes(table, '/');
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('kaputt')).toBeInTheDocument();
  });

  it("shows 'Error! Please restart page.' when the shell itself crashes", () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <CrashBoundary>
        <Boom />
      </CrashBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Error! Please restart page.' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Restart page' })).toBeInTheDocument();
  });

  it('loads every page lazily', () => {
    const leaves: RouteObject[] = [];
    const walk = (list: RouteObject[]) =>
      list.forEach((r) => {
        if (r.children) walk(r.children);
        else leaves.push(r);
      });
    walk(routes);
    expect(leaves.length).toBeGreaterThan(5);
    for (const leaf of leaves) {
      expect(typeof leaf.lazy, `route ${leaf.path ?? 'index'}`).toBe('function');
      expect(leaf.element).toBeUndefined();
    }
  });

  it('every catalogue link resolves to a route or a file', () => {
    expect(wordQuizzes.filter((e) => !isPathBuilt(e.link)).map((e) => e.link)).toEqual([]);
    for (const sheet of worksheets) {
      expect(existsSync(join(process.cwd(), 'public', sheet.url)), sheet.url).toBe(true);
      expect(existsSync(join(process.cwd(), 'public', sheet.img)), sheet.img).toBe(true);
    }
  });

  it('knows which paths are built', () => {
    expect(isPathBuilt('/')).toBe(true);
    expect(isPathBuilt('/impressum')).toBe(true);
    expect(isPathBuilt('/worksheets')).toBe(true);
    expect(isPathBuilt('/no-such-page')).toBe(false);
    expect(isPathBuilt('/worksheets?x=1#y')).toBe(true);
  });
});

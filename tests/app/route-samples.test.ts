import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routes } from '@/app/router';
import { memberPages, visitorPages } from '@/app/route-samples';

/** The e2e checks that must hold on every page (no sideways scrolling, pictures) visit every route. */
function leaves(table: RouteObject[]): RouteObject[] {
  return table.flatMap((route) => (route.children ? leaves(route.children) : [route]));
}

describe('e2e route samples', () => {
  it('name one address for every route of the router', () => {
    const visited = new Set([...visitorPages, ...memberPages].map((url) => matchRoutes(routes, url.split('?')[0] ?? url)?.at(-1)?.route));
    const missing = leaves(routes).filter((route) => !visited.has(route)).map((route) => (route.index ? '(index)' : route.path));
    expect(missing).toEqual([]);
  });
});

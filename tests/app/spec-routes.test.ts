import { describe, expect, it } from 'vitest';
import { routes } from '@/app/router';
import { isPathBuilt, registerRoutes } from './path-built';
import { SPEC_ROUTES } from '@/app/spec-routes';

describe("the spec's route table", () => {
  registerRoutes(routes);

  it('is served route by route', () => {
    const missing = SPEC_ROUTES.filter((path) => !isPathBuilt(path));
    expect(missing).toEqual([]);
  });

  it('is copied completely enough to matter (no accidental empty list)', () => {
    expect(SPEC_ROUTES.length).toBe(59);
    expect(new Set(SPEC_ROUTES).size).toBe(SPEC_ROUTES.length);
  });
});

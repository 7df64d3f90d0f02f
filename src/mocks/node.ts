import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The stand-in for Vitest (msw/node); tests/setup.ts starts it with onUnhandledRequest: 'error'. */
export const server = setupServer(...handlers);

import { accountHandlers } from './calls/accounts';
import { advertiseHandlers } from './calls/advertise';
import { profHandlers } from './calls/profs';
import { progressHandlers } from './calls/progress';
import { reviewHandlers } from './calls/reviews';
import { siteHandlers } from './calls/site';
import { testControlHandlers } from './calls/test-control';
import { uploadHandlers } from './calls/uploads';

/**
 * The stand-in PHP backend: every call of ../shared/CONTRACT.md, answering like the real server
 * (PHP-style `{error}` bodies, ids as strings, progress in its several forms), one file an area in
 * calls/. Paths match under any base URL (`*` + `/login.php`), so the same handlers serve Vitest,
 * `npm run dev` and `vite preview`.
 */
export const handlers = [
  ...testControlHandlers,
  ...accountHandlers,
  ...progressHandlers,
  ...reviewHandlers,
  ...siteHandlers,
  ...profHandlers,
  ...advertiseHandlers,
  ...uploadHandlers,
];

import { http, HttpResponse } from 'msw';
import { db, issueToken } from '../db';
import { api, authed, readBody, unauthorized, withFault } from '../respond';

/** Accounts (assumed calls): log in, register, forgotten and reset password, delete account, reset progress. */
export const accountHandlers = [
  http.post(
    api('login.php'),
    withFault('login', async ({ request }) => {
      const body = await readBody(request);
      const email = String(body.email ?? '').trim().toLowerCase();
      const user = db.users.find((u) => u.email.toLowerCase() === email && u.password === body.password);
      if (!user) return HttpResponse.json({ error: 'Invalid e-mail or password.' }, { status: 401 });
      return HttpResponse.json({ token: issueToken(user) });
    }),
  ),
  http.post(
    api('register.php'),
    withFault('register', async ({ request }) => {
      const body = await readBody(request);
      const name = String(body.name ?? '').trim();
      const email = String(body.email ?? '').trim();
      const password = String(body.password ?? '');
      if (!name || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || password.length < 8) {
        return HttpResponse.json({ error: 'Please fill in all fields correctly.' }, { status: 400 });
      }
      if (db.users.some((u) => u.email.toLowerCase() === email.toLowerCase())) {
        return HttpResponse.json({ error: 'This e-mail address is already registered.' });
      }
      db.users.push({ id: db.nextUserId++, name, email, password, language: String(body.language ?? 'en'), results: new Map(), reviews: [], ratings: new Map() });
      return HttpResponse.json({ success: true, message: 'Registration successful. Please confirm your e-mail address.' });
    }),
  ),
  http.post(
    api('forgot_password.php'),
    withFault('forgotPassword', async ({ request }) => {
      const body = await readBody(request);
      const user = db.users.find((u) => u.email.toLowerCase() === String(body.email ?? '').trim().toLowerCase());
      if (user) db.resetTokens.set(`reset-${user.id}-${Date.now().toString(36)}`, user.id);
      return HttpResponse.json({ success: true, message: 'If an account exists for this e-mail address, a reset link has been sent.' });
    }),
  ),
  http.post(
    api('reset_password.php'),
    withFault('resetPassword', async ({ request }) => {
      const body = await readBody(request);
      const userId = db.resetTokens.get(String(body.token ?? ''));
      const user = db.users.find((u) => u.id === userId);
      if (!user) return HttpResponse.json({ error: 'This link is invalid or has expired.' });
      if (String(body.password ?? '').length < 8) return HttpResponse.json({ error: 'The password is too short.' });
      user.password = String(body.password);
      db.resetTokens.delete(String(body.token));
      return HttpResponse.json({ success: true });
    }),
  ),
  http.post(
    api('delete_account.php'),
    withFault('deleteAccount', async ({ request }) => {
      const body = await readBody(request);
      const user = authed(request, body);
      if (!user) return unauthorized();
      if (body.password !== user.password) return HttpResponse.json({ error: 'Incorrect password' }, { status: 401 });
      db.users = db.users.filter((u) => u.id !== user.id);
      for (const [token, id] of db.tokens) if (id === user.id) db.tokens.delete(token);
      return HttpResponse.json({ success: true });
    }),
  ),
  http.post(
    api('reset_progress.php'),
    withFault('resetProgress', async ({ request }) => {
      const body = await readBody(request);
      const user = authed(request, body);
      if (!user) return unauthorized();
      if (body.password !== user.password) return HttpResponse.json({ error: 'Incorrect password' }, { status: 401 });
      user.results.clear();
      user.reviews = [];
      user.ratings.clear();
      return HttpResponse.json({ success: true });
    }),
  ),
];

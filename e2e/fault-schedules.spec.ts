import type { Browser } from '@playwright/test';
import { seeded } from '../src/lib/random';
import { API, ensureLoggedIn, installFaults, logIn, openDevice, PASSWORD, readLocal, serverState, TOPICS, type Totals } from './fault-devices';
import { clearReview, importFile, playRound } from './fault-steps';
import { expect, test } from './fixtures';

/**
 * Issue 24 §6 in the browser: seeded fault schedules. Each schedule is a fresh account on two
 * browser contexts (two devices). The learner earns stars in word quizzes (answering wrong now and
 * then, which adds review words) and imports stars and words saved on another device ("Your
 * data"), clears review words in the trainer, reloads, goes offline and
 * back, logs out and in, while a seeded share of the sync calls fails with one of the stand-in's
 * nine fault modes (done here per device with route interception, so parallel tests are not
 * touched). Then the faults stop and both devices sync once more. Counted: stars seen on a device
 * but absent at the end (lost) or present but never earned (invented); review words added and not
 * cleared but absent (lost), cleared but back (returned).
 *
 * `FAULT_SCHEDULES` sets how many schedules run (default 3: a sample for every CI run, about a
 * minute each; docs/sync.md gives a run of 100) and `FAULT_SEED` the first seed.
 */
const COUNT = Number(process.env.FAULT_SCHEDULES ?? 3);
const FIRST_SEED = Number(process.env.FAULT_SEED ?? 1);

/** One schedule: a fresh account, two devices, the seeded steps under faults, then the final sync and the counts. */
async function runSchedule(browser: Browser, seed: number, totals: Totals): Promise<void> {
  const random = seeded(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const email = `fault-${seed}-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const setup = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const registered = await setup.request.post(`${API}/register.php`, { data: { name: 'Fault', email, password: PASSWORD, language: 'en' } });
  expect(registered.ok()).toBe(true);
  await setup.close();

  const devices = [await openDevice(browser, 'A'), await openDevice(browser, 'B')];
  const earned = new Set<string>();
  const seen = new Set<string>();
  const added = new Set<string>();
  const cleared = new Set<string>();
  try {
    for (const [index, device] of devices.entries()) {
      // Each device's faults draw from their own stream, so the learner's steps stay the same for
      // a seed whatever the timing of the calls.
      await installFaults(device, seeded(seed * 7919 + index + 1), totals);
      await logIn(device, email);
      await ensureLoggedIn(device, email);
      device.faultShare = 0.2 + random() * 0.3;
    }
    const steps = 5 + Math.floor(random() * 4);
    for (let step = 0; step < steps; step++) {
      totals.steps++;
      const device = pick(devices);
      await ensureLoggedIn(device, email);
      const before = await readLocal(device.page);
      before.stars.forEach((s) => seen.add(s));
      const roll = random();
      const t0 = Date.now();
      if (roll < 0.55) {
        // The words this step adds: a round's missed words, a file's new words. Others that
        // appear meanwhile come from the server (another device's), and are not counted here.
        const adds = roll < 0.25 ? await playRound(device, pick(TOPICS), Math.floor(random() * 3), random() < 0.25) : await importFile(device, random);
        if (process.env.FAULT_TRACE) console.info(`seed ${seed} ${roll < 0.25 ? 'round' : 'import'}: reviews ${[...(await readLocal(device.page)).reviews].join(', ')}`);
        const after = await readLocal(device.page);
        for (const star of after.stars) {
          if (!before.stars.has(star)) earned.add(star);
          seen.add(star);
        }
        for (const word of adds) {
          // Added again after it was cleared (a file can hold a cleared word): it is due again.
          added.add(word);
          cleared.delete(word);
        }
      } else if (roll < 0.7) {
        const word = await clearReview(device);
        if (word) cleared.add(word);
        if (process.env.FAULT_TRACE) console.info(`seed ${seed} cleared ${word}`);
      } else if (roll < 0.85) {
        await device.page.reload();
      } else {
        await device.page.goto('/account');
        // A fault may have ended the session a moment ago (a 401): then there is no Logout to press.
        const loggedOut = await device.page
          .getByRole('button', { name: 'Logout' })
          .click({ timeout: 10_000 })
          .then(
            () => true,
            () => false,
          );
        if (loggedOut) await expect(device.page).toHaveURL(/\/$/);
        await logIn(device, email);
      }
      (await readLocal(device.page)).stars.forEach((s) => seen.add(s));
      if (process.env.FAULT_TRACE) console.info(`seed ${seed} step ${step} ${device.name} roll ${roll.toFixed(2)} ${Date.now() - t0} ms`);
    }
    const t1 = Date.now();

    // The faults stop; each device logs in if a fault ended its session, and syncs (a page load) until
    // both devices and the server agree (or the time is up: then whatever differs is counted).
    for (const device of devices) {
      device.faultShare = 0;
      await device.context.setOffline(false);
      await ensureLoggedIn(device, email);
    }
    if (process.env.FAULT_TRACE) {
      for (const device of devices) {
        device.page.on('console', (m) => console.info(device.name, 'console', m.type(), m.text().slice(0, 200)));
        device.page.on('response', async (r) => {
          if (r.url().includes('/api/')) console.info(device.name, r.request().method(), r.url().replace(/.*\/api\//, ''), r.status(), (r.request().postData() ?? '').slice(0, 80), (await r.text().catch(() => '')).slice(0, 160));
        });
      }
    }
    const agree = async () => {
      // The main page: it is inside the session guard, which syncs on load (the review trainer,
      // the account and the login pages are outside it, as the spec has them).
      for (const device of devices) await device.page.goto('/');
      await Promise.all(devices.map((d) => d.page.waitForLoadState('networkidle').catch(() => undefined)));
      const [a, b] = [await readLocal(devices[0]!.page), await readLocal(devices[1]!.page)];
      const server = await serverState(devices[0]!.page, email);
      const key = (s: Set<string>) => [...s].sort().join(',');
      return key(a.stars) === key(server.stars) && key(b.stars) === key(server.stars) && key(a.reviews) === key(server.reviews) && key(b.reviews) === key(server.reviews);
    };
    let rounds = 1;
    while (rounds < 4 && !(await agree())) rounds++;
    if (process.env.FAULT_TRACE) console.info(`seed ${seed} final sync: ${rounds} rounds, ${Date.now() - t1} ms`);

    const server = await serverState(devices[0]!.page, email);
    const ends = [server, await readLocal(devices[0]!.page), await readLocal(devices[1]!.page)];
    const names = ['server', 'A', 'B'];
    const lost = [...seen].filter((s) => ends.some((end) => !end.stars.has(s))).map((s) => `${s} (not on ${names.filter((_, i) => !ends[i]!.stars.has(s)).join(', ')})`);
    const invented = [...new Set(ends.flatMap((end) => [...end.stars]))].filter((s) => !earned.has(s));
    const kept = [...added].filter((w) => !cleared.has(w));
    const reviewsLost = kept.filter((w) => ends.some((end) => !end.reviews.has(w)));
    const returned = [...cleared].filter((w) => ends.some((end) => end.reviews.has(w)));
    totals.schedules++;
    totals.starsSeen += seen.size;
    totals.starsLost += lost.length;
    totals.starsInvented += invented.length;
    totals.reviewsAdded += added.size;
    totals.reviewsCleared += cleared.size;
    totals.reviewsLost += reviewsLost.length;
    totals.reviewsReturned += returned.length;
    if (process.env.FAULT_TRACE && lost.length > 0) {
      for (const device of devices) console.info(device.name, device.page.url(), await device.page.evaluate(() => JSON.stringify({ ...localStorage })));
    }
    if (lost.length + invented.length + reviewsLost.length + returned.length > 0) {
      totals.failures.push(`seed ${seed}: lost ${lost.join(' ')}; invented ${invented.join(' ')}; reviews lost ${reviewsLost.join(' ')}; back ${returned.join(' ')}`);
    }
  } finally {
    for (const device of devices) await device.context.close();
  }
}

/**
 * The totals of every schedule run by this worker, printed as one JSON line per schedule
 * (`fault schedule: {...}`) so a long run's counts can be summed from the log.
 */
test.describe('sync under intermittent faults, in the browser (issue 24 §6)', () => {
  test.describe.configure({ mode: 'parallel' });

  for (let seed = FIRST_SEED; seed < FIRST_SEED + COUNT; seed++) {
    test(`fault schedule ${seed}: two devices, no star or review word lost, none invented`, async ({ browser }) => {
      test.skip(test.info().project.name !== 'desktop', 'two desktop browser contexts; the viewport plays no part');
      // 1–2 min on a busy 2-core machine; a schedule may hold answers and sync several rounds at the end.
      test.setTimeout(300_000);
      const totals: Totals = { schedules: 0, steps: 0, faults: 0, starsSeen: 0, starsLost: 0, starsInvented: 0, reviewsAdded: 0, reviewsCleared: 0, reviewsLost: 0, reviewsReturned: 0, failures: [] };
      await runSchedule(browser, seed, totals);
      console.info(`fault schedule: ${JSON.stringify({ seed, ...totals })}`);
      expect(totals.failures).toEqual([]);
      expect(totals.schedules).toBe(1);
      // The schedule did what it is for: calls failed while the learner practised.
      expect(totals.steps).toBeGreaterThan(0);
    });
  }
});

import type { Locator, Page } from '@playwright/test';
import city from '../src/features/words/content/topics/city01';
import { expect, expectNoSeriousA11yViolations, isPhone, test } from './fixtures';

/** city01 has words with pictures and words without (their cards show the translation). */
const germanOf = (w: (typeof city.words)[number]) => (w.kind === 'noun' ? `${w.article} ${w.de}` : w.de);
const translationOf = (de: string) => city.words.find((w) => germanOf(w) === de)!.tr.en;

/** The pair a face-up card belongs to (its German word), from its accessible name. */
function pairOf(face: string): string {
  const other = /^(Picture|Translation): (.+)$/.exec(face);
  if (!other) return face;
  const word = city.words.find((w) => w.tr.en === other[2]);
  expect(word, `a word translated "${other[2]}"`).toBeDefined();
  expect(other[1]).toBe(word!.img ? 'Picture' : 'Translation');
  return germanOf(word!);
}

/** The same deck every run (Math.random seeded): the test reads the cards, it does not guess. */
async function seedRandom(page: Page) {
  await page.addInitScript(() => {
    let a = 20250601;
    Math.random = () => {
      a = (a + 0x6d2b79f5) >>> 0;
      let t = a;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  });
}

/** Presses Tab or Shift+Tab until `target` has the focus. */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 40; i++) {
    const where = await target.evaluate((el) => {
      const active = document.activeElement;
      if (active === el) return 0;
      return active && active.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_PRECEDING ? -1 : 1;
    });
    if (where === 0) return;
    await page.keyboard.press(where < 0 ? 'Shift+Tab' : 'Tab');
  }
  throw new Error('could not reach the card by Tab');
}

async function nameOf(card: Locator): Promise<string> {
  const snapshot = await card.ariaSnapshot();
  return (/button "(.*?)"/.exec(snapshot)?.[1] ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * Plays a whole game with a perfect memory, turning cards by `turn` (keyboard or tap): a known
 * pair is opened at once, a new card's known partner next. Once, a new card is paired on purpose
 * with a known card of another pair (a miss that puts both words on the review list).
 */
async function playDeck(page: Page, turn: (card: Locator) => Promise<void>, { checkAutoTurnBack }: { checkAutoTurnBack: boolean }) {
  const board = page.getByRole('list', { name: 'Find the pairs' });
  const cards = board.getByRole('button');
  await expect(cards).toHaveCount(16);
  for (let i = 0; i < 16; i++) await expect(cards.nth(i)).toHaveAccessibleName(`Card ${i + 1}, hidden`);
  const known = new Map<number, string>();
  const matched = new Set<number>();
  let flips = 0;
  let miss: [string, string] | null = null;

  const open = async (i: number) => {
    await turn(cards.nth(i));
    flips++;
    const name = await nameOf(cards.nth(i));
    const face = /^Card (\d+), (.+?)( \(pair found\))?$/.exec(name);
    expect(face, `card ${i + 1} face up: "${name}"`).not.toBeNull();
    expect(face![1]).toBe(String(i + 1));
    return { pair: pairOf(face![2]!), face: face![2]!, found: face![3] !== undefined };
  };
  const expectPair = async (a: number, b: number, de: string) => {
    await expect(page.getByText(`✓ A pair: ${de} – ${translationOf(de)}`)).toBeVisible();
    for (const i of [a, b]) {
      await expect(cards.nth(i)).toHaveAccessibleName(new RegExp(`^Card ${i + 1}, .+ \\(pair found\\)$`));
      await expect(cards.nth(i)).toHaveAttribute('aria-disabled', 'true');
      known.delete(i);
      matched.add(i);
    }
  };

  while (matched.size < 16) {
    const twins = [...known].find(([i, p]) => [...known].some(([j, q]) => j !== i && q === p));
    if (twins) {
      const other = [...known].find(([j, q]) => j !== twins[0] && q === twins[1])![0];
      await open(twins[0]);
      const second = await open(other);
      expect(second.found).toBe(true);
      await expectPair(twins[0], other, twins[1]);
      continue;
    }
    const a = [...Array(16).keys()].find((i) => !known.has(i) && !matched.has(i))!;
    const first = await open(a);
    const partner = [...known].find(([, p]) => p === first.pair)?.[0];
    if (partner !== undefined) {
      await open(partner);
      await expectPair(a, partner, first.pair);
      continue;
    }
    const claim: [number, string] | undefined = miss === null ? [...known][0] : undefined;
    if (claim) {
      // The wrong partner on purpose: a card seen before, of another pair.
      if (checkAutoTurnBack) await page.emulateMedia({ reducedMotion: 'no-preference' });
      await turn(cards.nth(claim[0]));
      flips++;
      await expect(page.getByText(/^✗ Not a pair: /)).toBeVisible();
      miss = [first.pair, claim[1]];
      if (checkAutoTurnBack) {
        // Without reduced motion the two cards turn back by themselves after a moment.
        await expect(cards.nth(a)).toHaveAccessibleName(`Card ${a + 1}, hidden`);
        await expect(cards.nth(claim[0])).toHaveAccessibleName(`Card ${claim[0] + 1}, hidden`);
        await page.emulateMedia({ reducedMotion: 'reduce' });
      } else {
        // With reduced motion they stay face up until the next card is turned.
        await expect(cards.nth(a)).toHaveAccessibleName(`Card ${a + 1}, ${first.face}`);
        await expectNoSeriousA11yViolations(page, 'word match with a miss showing');
      }
      known.set(a, first.pair);
      continue;
    }
    known.set(a, first.pair);
    const b = [...Array(16).keys()].find((i) => !known.has(i) && !matched.has(i))!;
    const second = await open(b);
    if (second.pair === first.pair) {
      await expectPair(a, b, first.pair);
    } else {
      known.set(b, second.pair);
      await expect(page.getByText(/^✗ Not a pair: /)).toBeVisible();
    }
  }
  expect(miss, 'a miss on purpose').not.toBeNull();
  await expect(page.getByText(`Pairs found: 8 of 8 · Flips: ${flips}`)).toBeVisible();
  return { flips, miss: miss! };
}

async function checkResult(page: Page, flips: number, miss: [string, string]) {
  const region = page.getByRole('region', { name: 'Result' });
  await expect(region.getByRole('heading', { name: 'Result' })).toBeFocused();
  await expect(region.getByText(`Flips: ${flips} (a star needs 28 or fewer).`)).toBeVisible();
  await expect(region.getByText(flips <= 28 ? 'Well done – you earned a star!' : 'Fewest flips wins: 28 flips or fewer earn a star.')).toBeVisible();
  for (const de of miss) await expect(region.getByRole('listitem').filter({ hasText: `${de} – ${translationOf(de)}` })).toHaveCount(1);
  await expectNoSeriousA11yViolations(page, 'the word-match result');
}

async function startGame(page: Page) {
  await seedRandom(page);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/games/word-match');
  await expect(page.getByRole('heading', { level: 1, name: 'Word match' })).toBeVisible();
  await expect(page.getByText('Fewest flips wins: 28 flips or fewer earn a star.')).toBeVisible();
  await page.getByLabel('Words from').selectOption('city01');
  await expectNoSeriousA11yViolations(page, 'the word-match start screen');
}

test('word match: a whole game by keyboard alone, with a miss, to the result', async ({ page }) => {
  await startGame(page);
  await page.getByRole('button', { name: 'Start' }).focus();
  await page.keyboard.press('Enter');
  // The game starts on its first card.
  await expect(page.getByRole('button', { name: 'Card 1, hidden' })).toBeFocused();
  let presses = 0;
  const { flips, miss } = await playDeck(
    page,
    async (card) => {
      await tabTo(page, card);
      // Buttons turn with Enter and with Space.
      await page.keyboard.press(presses++ % 2 ? 'Space' : 'Enter');
    },
    { checkAutoTurnBack: false },
  );
  const show = page.getByRole('button', { name: 'Show result' });
  await expect(show).toBeFocused();
  await page.keyboard.press('Enter');
  await checkResult(page, flips, miss);
});

test('word match by tap on a phone, 320 px wide without sideways scrolling', async ({ page }) => {
  test.skip(!isPhone(page), 'the tap game runs on the phone project');
  await page.setViewportSize({ width: 320, height: 720 });
  await startGame(page);
  await page.getByRole('button', { name: 'Start' }).tap();
  await expect(page.getByRole('list', { name: 'Find the pairs' }).getByRole('button')).toHaveCount(16);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  const { flips, miss } = await playDeck(page, (card) => card.tap(), { checkAutoTurnBack: true });
  await page.getByRole('button', { name: 'Show result' }).tap();
  await checkResult(page, flips, miss);
});

// The page in Japanese, from the browser's language, end to end: the header, signing up, a game
// played, a refused move's reason, the result; the language chosen in the settings over the
// browser's; the dark theme from the system, and chosen.
import { expect, test, type Browser } from '@playwright/test';
import { apiCall, clickSquare, closeContexts, fillSignUp } from './board';

test.afterEach(closeContexts);

// Japanese script: kana or kanji.
const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;

async function pageIn(browser: Browser, locale: string, colorScheme: 'light' | 'dark' = 'light') {
  const context = await browser.newContext({ locale, colorScheme });
  return { context, page: await context.newPage() };
}

test('a Japanese browser gets the pages in Japanese: sign up, play, a refused move, the result', async ({ browser }) => {
  const { context, page } = await pageIn(browser, 'ja-JP');
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.locator('#site-nav a[href="/settings"]')).toHaveText('設定');
  await expect(page.locator('#who button.signup')).toHaveText('新規登録');
  await page.click('#who button.signup');
  await expect(page.locator('dialog.auth-dialog h2')).toHaveText(JAPANESE);
  await fillSignUp(page, 'hanako');
  // A game against a second player, made through the API; hanako moves first.
  const { context: rivalContext, page: rival } = await pageIn(browser, 'en-GB');
  await rival.goto('/');
  await rival.click('#who button.signup');
  await fillSignUp(rival, 'taro');
  const { game } = await apiCall(page, 'POST', '/api/games', { variant: 'torishogi', opponent: 'taro' });
  const path = `/game/${game.variant}/${game.number}`;
  await page.goto(path);
  await expect(page.locator('.game-messages .status')).toHaveText(JAPANESE);
  // A swallow may not go backwards: the reason, in Japanese.
  await page.locator('.typed input').fill('3e3f');
  await page.locator('.typed button').click();
  await expect(page.locator('.refusal')).toHaveText(JAPANESE);
  await expect(page.locator('.refusal')).not.toHaveText(/[a-z]{3,}/);
  await clickSquare(page, '3d');
  await clickSquare(page, '3c');
  await expect(page.locator('.moves li')).toHaveCount(1);
  await apiCall(rival, 'POST', `/api/games/${game.variant}/${game.number}/moves`, { move: '4b-3c' });
  await apiCall(page, 'POST', `/api/games/${game.variant}/${game.number}/moves`, { move: 'Sw*3d' });
  await expect(page.locator('.moves li')).toHaveCount(3);
  // Both have moved, and it is the rival's turn: the resignation ends the game, a win.
  await apiCall(rival, 'POST', `/api/games/${game.variant}/${game.number}/resign`);
  await expect(page.locator('.game-messages .status')).toHaveText(/先手の勝ち/);
  // The English player sees the same game in English.
  await rival.goto(path);
  await expect(rival.locator('.game-messages .status')).toHaveText(/Black wins/);
  await context.close();
  await rivalContext.close();
});

test('the language chosen in the settings wins over the browser\'s', async ({ browser }) => {
  const { context, page } = await pageIn(browser, 'ja-JP');
  await page.goto('/settings');
  await expect(page.locator('.settings h1')).toHaveText('設定');
  await page.selectOption('select[name=language]', 'en');
  await expect(page.locator('.settings h1')).toHaveText('Settings'); // the page reloads in English
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto('/pieces');
  await expect(page.locator('section h2').first()).toHaveText('Tori Shogi');
  await context.close();
});

test('the dark theme follows the system, and the settings choose one over it', async ({ browser }) => {
  const { context, page } = await pageIn(browser, 'en-GB', 'dark');
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const dark = await background();
  const brightness = (rgb: string) => rgb.match(/\d+/g)!.slice(0, 3).reduce((sum, c) => sum + Number(c), 0);
  expect(brightness(dark)).toBeLessThan(150);
  await page.goto('/settings');
  await page.selectOption('select[name=theme]', 'light');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(brightness(await background())).toBeGreaterThan(600);
  await context.close();
});

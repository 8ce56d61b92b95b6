// A player's account on the web: settings that follow them to another browser, the password
// changed (and the old one refused after), a weak password refused at signing up, and the
// players' page (found by name, online now).
import { expect, test } from '@playwright/test';
import { closeContexts, fillSignUp, newPage, player } from './board';

test.afterEach(closeContexts);

test('settings chosen in one browser are there when the player logs in from another', async ({ browser }) => {
  const first = await player(browser, 'settler');
  await first.goto('/settings');
  await expect(first.locator('.settings')).toContainText('kept with your account');
  await first.selectOption('select[name=notation]', 'usi');
  await first.selectOption('select[name=board]', 'green');
  // The same player in a fresh browser: the server's settings replace the browser's defaults.
  const second = await newPage(browser);
  await second.goto('/');
  await second.click('#who button.login');
  const dialog = second.locator('dialog.auth-dialog');
  await dialog.locator('input[name=user]').fill('settler');
  await dialog.locator('input[name=password]').fill('settlerpwkifu77');
  await dialog.locator('button[name=login]').click();
  await expect(second.locator('body')).toHaveAttribute('data-board', 'green');
  await second.goto('/settings');
  await expect(second.locator('select[name=notation]')).toHaveValue('usi');
});

test('a player changes their password; the old one no longer logs in', async ({ browser }) => {
  const page = await player(browser, 'changer');
  await page.goto('/settings');
  const form = page.locator('form.password-change');
  await form.locator('input[name=old]').fill('changerpwkifu77');
  await form.locator('input[name=new]').fill('a-new-secret-for-tori');
  await form.locator('input[name=again]').fill('a-new-secret-for-tor');
  await form.locator('button').click();
  await expect(form.locator('.said')).toHaveText('The two new passwords differ.');
  await form.locator('input[name=old]').fill('changerpwkifu77');
  await form.locator('input[name=new]').fill('a-new-secret-for-tori');
  await form.locator('input[name=again]').fill('a-new-secret-for-tori');
  await form.locator('button').click();
  await expect(form.locator('.said')).toContainText('Password changed');
  const login = (password: string) => page.request.post('/api/login', { data: { user: 'changer', password } });
  expect((await login('changerpwkifu77')).status()).toBe(401);
  expect((await login('a-new-secret-for-tori')).ok()).toBe(true);
});

test('a password too short or too common is refused at signing up, saying the rule', async ({ browser }) => {
  const page = await newPage(browser);
  await page.goto('/');
  await page.click('#who button.signup');
  const dialog = page.locator('dialog.auth-dialog');
  await dialog.locator('input[name=user]').fill('weakling');
  for (const weak of ['short', '12345678']) {
    await dialog.locator('input[name=password]').fill(weak);
    await dialog.locator('button[name=signup]').click();
    await expect(dialog.locator('.error')).toContainText('at least 8 characters');
  }
  await dialog.locator('input[name=password]').fill('weaklingpwkifu77');
  await dialog.locator('button[name=signup]').click();
  await expect(dialog).toHaveCount(0);
});

test('the players page finds a player by the first letters of the name and shows who is online', async ({ browser }) => {
  await player(browser, 'findablefox');
  const page = await newPage(browser);
  await page.goto('/');
  await page.click('#who button.signup');
  await fillSignUp(page, 'searcher');
  await page.goto('/players');
  await page.locator('.players-page input[name=prefix]').fill('findab');
  await expect(page.locator('.found li')).toHaveText([/findablefox/]);
  await page.locator('.players-page input[name=prefix]').fill('zzznobody');
  await expect(page.locator('.found-empty')).toBeVisible();
  await expect(page.locator('.online li', { hasText: 'searcher' })).toHaveCount(1);
  await page.locator('.online li a', { hasText: 'searcher' }).click();
  await expect(page).toHaveURL('/user/searcher');
  await expect(page.locator('.online')).toBeVisible();
});

// Helpers of the end-to-end tests: where a square of the board is on the page (shogiground draws
// no square as an element with its name, so the centre is worked out from the board's box),
// playing a move written in the server's notation by clicks, and signing up.
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';

export async function clickSquare(page: Page, square: string, ranks = 7): Promise<void> {
  const box = (await page.locator('sg-board').boundingBox())!;
  const file = Number(square[0]);
  const rank = square.charCodeAt(1) - 'a'.charCodeAt(0);
  const flipped = (await page.getAttribute('.sg-wrap', 'class'))!.includes('orientation-gote');
  const column = flipped ? file - 1 : 7 - file;
  const row = flipped ? ranks - 1 - rank : rank;
  await page.mouse.click(box.x + ((column + 0.5) * box.width) / 7, box.y + ((row + 0.5) * box.height) / ranks);
}

// The server's piece letters (docs/formats.md) as the board names the pieces.
const ROLES: Record<string, string> = {
  Sw: 'swallow', Pt: 'pheasant', Cr: 'crane', Fa: 'falcon', LQ: 'leftquail', RQ: 'rightquail',
  P: 'pawn', YR: 'yarirook', YB: 'yaribishop', YN: 'yariknight',
};

// A move as the server writes it ("3d-3c", "2f-2g+", "Sw*3d"), made on the board by clicks:
// a drop takes the piece from the player's own stand (the one below the board).
export async function playMove(page: Page, move: string, ranks = 7): Promise<void> {
  const drop = move.match(/^([A-Z][a-z]?|[A-Z]{2})\*(\d[a-i])$/);
  if (drop) {
    await page.locator(`sg-hand-wrap >> nth=-1`).locator(`piece.${ROLES[drop[1]]}`).click();
    return clickSquare(page, drop[2], ranks);
  }
  const step = move.match(/^(\d[a-i])[-x](\d[a-i])/);
  if (!step) throw new Error(`not a move in the server's notation: ${move}`);
  await clickSquare(page, step[1], ranks);
  await clickSquare(page, step[2], ranks);
}

// From the header's "Sign up", in its dialog over the home page.
export async function signUp(page: Page, user: string): Promise<void> {
  await page.goto('/');
  await page.click('#who button.signup');
  await fillSignUp(page, user);
  await page.waitForSelector('.lobby');
}

// The sign-up dialog, open (from the header, or a guest's click on something that needs an account).
export async function fillSignUp(page: Page, user: string): Promise<void> {
  const dialog = page.locator('dialog.auth-dialog');
  await dialog.locator('input[name=user]').fill(user);
  await dialog.locator('input[name=password]').fill(user + 'pwkifu77');
  await dialog.locator('button[name=signup]').click();
  await expect(dialog).toHaveCount(0);
}

// A call of the API as the player logged in on `page` (docs/api.md); its JSON answer.
export async function apiCall(page: Page, method: 'GET' | 'POST', path: string, data?: object) {
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('tori.session')!).token as string);
  const headers = { Authorization: `Bearer ${token}` };
  const response = method === 'GET' ? await page.request.get(path, { headers }) : await page.request.post(path, { headers, data: data ?? {} });
  expect(response.ok(), `${method} ${path}: ${response.status()}`).toBe(true);
  return response.json();
}

export async function expectMoves(page: Page, count: number): Promise<void> {
  await expect(page.locator('.moves li')).toHaveCount(count);
}

// Each player in a browser context of their own, closed after the test (a page left open keeps
// its clocks and streams running into the next test).
const contexts: BrowserContext[] = [];

export async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  contexts.push(context);
  return context.newPage();
}

export async function player(browser: Browser, user: string): Promise<Page> {
  const page = await newPage(browser);
  await signUp(page, user);
  return page;
}

export async function closeContexts(): Promise<void> {
  for (const context of contexts.splice(0)) await context.close();
}

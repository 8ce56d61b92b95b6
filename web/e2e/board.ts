// Where a square of the board is on the page, for clicks: shogiground draws no square as an
// element with its name, so the centre is worked out from the board's box.
import type { Page } from '@playwright/test';

export async function clickSquare(page: Page, square: string, ranks = 7): Promise<void> {
  const box = (await page.locator('sg-board').boundingBox())!;
  const file = Number(square[0]);
  const rank = square.charCodeAt(1) - 'a'.charCodeAt(0);
  const flipped = (await page.getAttribute('.sg-wrap', 'class'))!.includes('orientation-gote');
  const column = flipped ? file - 1 : 7 - file;
  const row = flipped ? ranks - 1 - rank : rank;
  await page.mouse.click(box.x + ((column + 0.5) * box.width) / 7, box.y + ((row + 0.5) * box.height) / ranks);
}

export async function signUp(page: Page, user: string): Promise<void> {
  await page.goto('/');
  await page.fill('input[name=user]', user);
  await page.fill('input[name=password]', user + 'pw');
  await page.click('button[name=signup]');
  await page.waitForSelector('.lobby');
}

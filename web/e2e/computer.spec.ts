// A player signs up, plays the computer by clicking on the board, sees its reply, and is told in
// the core's words why a move the rules forbid is refused; the same page on a phone keeps both
// hands in view.
import { expect, test } from '@playwright/test';
import { clickSquare, signUp } from './board';

test('a game against computer1: a move by clicks, the reply, a refused move explained', async ({ page }) => {
  await signUp(page, 'alice');
  await page.click('.computer button');
  await expect(page).toHaveURL(/\/game\/torishogi\/\d+$/);
  await expect(page.locator('.status')).toHaveText('Black to move');

  await clickSquare(page, '3d');
  await expect(page.locator('sq.dest')).toHaveCount(1);
  await clickSquare(page, '3c');
  // The computer answers at once: two moves in the list, and Black to move again.
  await expect(page.locator('.moves li')).toHaveCount(2);
  await expect(page.locator('.moves li').first()).toHaveText('Swx3c');
  await expect(page.locator('.status')).toHaveText(/^Black to move/);
  // A captured swallow is in Black's hand.
  const blackHand = page.locator('sg-hand-wrap').last();
  await expect(blackHand.locator('sg-hp-wrap[data-nb="1"] piece.swallow')).toBeVisible();

  await clickSquare(page, '4g');
  await clickSquare(page, '4e');
  await expect(page.locator('.refusal')).toHaveText('a phoenix cannot move from 4g to 4e');
  await expect(page.locator('.moves li')).toHaveCount(2);

  // A reload shows the same game.
  await page.reload();
  await expect(page.locator('.moves li')).toHaveCount(2);
});

test('the game page on a phone: the board and both hands in view', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signUp(page, 'phoebe');
  await page.click('.computer button');
  await expect(page.locator('sg-board piece').first()).toBeVisible();
  const hands = page.locator('sg-hand');
  await expect(hands).toHaveCount(2);
  for (const hand of await hands.all()) {
    const box = (await hand.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    expect(box.y + box.height).toBeLessThanOrEqual(740);
    expect(box.height).toBeGreaterThan(30); // pieces at a size a finger can take
  }
});

// The clock as a player lives it: a byo-yomi game where a move inside a period keeps the period,
// a reload that changes no clock, and a flag that falls on both players' pages when the periods
// run out; and the network: a player who goes offline sees the opponent's move once back, and a
// move made while offline is played when the connection returns; a premove is played at once.
import { expect, test, type Page } from '@playwright/test';
import { closeContexts, expectMoves, playMove, player } from './board';

test.afterEach(closeContexts);

// `challenger` challenges `opponent` from the create-game dialog; both end on the game's page.
async function challenge(challenger: Page, opponent: Page, name: string, custom: Record<string, string>): Promise<void> {
  await challenger.click('button.create');
  const dialog = challenger.locator('dialog.new-game');
  await dialog.locator('input[name=opponent]').fill(name);
  await dialog.locator('select[name=preset]').selectOption('custom');
  for (const [field, value] of Object.entries(custom)) {
    const input = dialog.locator(`[name=${field}]`);
    if ((await input.evaluate((e) => e.tagName)) === 'SELECT') await input.selectOption(value);
    else await input.fill(value);
  }
  await dialog.locator('button[value=make]').click();
  await expect(challenger).toHaveURL(/\/game\/torishogi\/\d+$/);
  // The challenge reaches the opponent's lobby on their own stream, marked as their move.
  const entry = opponent.locator('.mine li', { hasText: 'waiting for' }).or(opponent.locator('.mine li.my-move'));
  await entry.first().locator('a').click();
  await expect(opponent).toHaveURL(challenger.url());
}

test('byo-yomi: a move in a period keeps it, a reload changes nothing, the flag falls on time', async ({ browser }) => {
  test.setTimeout(90_000);
  const alice = await player(browser, 'aliceclock');
  const bob = await player(browser, 'bobclock');
  await challenge(alice, bob, 'bobclock', { kind: 'byoyomi', minutes: '0', periods: '2', period: '4' });
  await expect(alice.locator('.bottom-clock')).toHaveText('4.0s (2 left)');

  await playMove(alice, '3d-3c');
  await expectMoves(bob, 1);
  await playMove(bob, '4b-3c');
  await expectMoves(alice, 2);
  // alice's clock runs now; she moves within the period, which keeps both her periods.
  await expect(alice.locator('.bottom-clock')).toHaveClass(/running/);
  await expect(alice.locator('.bottom-clock')).toHaveClass(/byoyomi/);
  await playMove(alice, 'Sw*3d');
  await expectMoves(bob, 3);
  await expect(bob.locator('.top-clock')).toHaveText('4.0s (2 left)');

  // bob thinks past his first period; a reload while he does shows the same clock.
  await expect(bob.locator('.bottom-clock')).toHaveText(/\(1 left\)$/, { timeout: 8_000 });
  await bob.reload();
  await expect(bob.locator('.bottom-clock')).toHaveText(/\(1 left\)$/);
  await expect(alice.locator('.top-clock')).toHaveText(/\(1 left\)$/);
  // ... and his flag falls on both pages.
  for (const page of [alice, bob]) await expect(page.locator('.status')).toHaveText(/time/i, { timeout: 8_000 });
  await expect(bob.locator('.bottom-clock')).toHaveText('flag fell');
  await expect(alice.locator('.top-clock')).toHaveText('flag fell');
});

test('offline: the opponent\'s move is seen once back, and a move made offline is played', async ({ browser }) => {
  const alice = await player(browser, 'alicenet');
  const bob = await player(browser, 'bobnet');
  await challenge(alice, bob, 'bobnet', { kind: 'untimed' });
  const bobContext = bob.context();

  // bob is offline while alice moves: he is told, and sees her move when he is back.
  await bobContext.setOffline(true);
  await expect(bob.locator('.banner')).toBeVisible();
  await playMove(alice, '3d-3c');
  await expectMoves(alice, 1);
  await expectMoves(bob, 0);
  await bobContext.setOffline(false);
  await expect(bob.locator('.banner')).toBeHidden();
  await expectMoves(bob, 1);

  // bob moves while offline: the move waits, and is played once the connection is back.
  await bobContext.setOffline(true);
  await expect(bob.locator('.banner')).toBeVisible();
  await playMove(bob, '4b-3c');
  await expectMoves(alice, 1);
  await bobContext.setOffline(false);
  await expectMoves(alice, 2);
  await expectMoves(bob, 2);
  await expect(alice.locator('.status')).toHaveText('Black to move');
});

test('a move made ahead is played the moment the opponent has moved', async ({ browser }) => {
  const alice = await player(browser, 'alicepre');
  const bob = await player(browser, 'bobpre');
  await challenge(alice, bob, 'bobpre', { kind: 'untimed' });
  await playMove(alice, '3d-3c');
  await expectMoves(bob, 1);
  // White to move: alice (Black) sets a premove, shown but not sent.
  await playMove(alice, '3e-3d');
  await expectMoves(alice, 1);
  await playMove(bob, '4b-3c');
  // bob's move arrives, and alice's premove goes at once.
  await expectMoves(bob, 3);
  await expect(bob.locator('.moves li').nth(2)).toHaveText('Sw-3d');
});

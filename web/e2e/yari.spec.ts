// Yari Shogi on the 7x9 board: a promotion that is optional is asked on the destination square
// and taken one time, declined the next; an impasse claim is offered only once both generals
// stand in their promotion zones, and settles the game when the opponent accepts.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { closeContexts, expectMoves, playMove, player } from './board';

test.afterEach(closeContexts);

// Two new players in an untimed Yari game, the first moving first, both on its page.
async function yariGame(browser: Browser, first: string, second: string): Promise<[Page, Page]> {
  const alice = await player(browser, first);
  const bob = await player(browser, second);
  await alice.click('button.create');
  const dialog = alice.locator('dialog.new-game');
  await dialog.locator('select[name=variant]').selectOption('yarishogi');
  await dialog.locator('input[name=opponent]').fill(second);
  await dialog.locator('select[name=preset]').selectOption({ label: 'untimed' });
  await dialog.locator('button[value=make]').click();
  await expect(alice).toHaveURL(/\/game\/yarishogi\/\d+$/);
  await bob.locator('.mine li a').first().click();
  await expect(bob).toHaveURL(alice.url());
  return [alice, bob];
}

test('Yari: an optional promotion taken and declined on the board; an impasse claim', async ({ browser }) => {
  const [alice, bob] = await yariGame(browser, 'aliceyari', 'bobyari');

  // Black's 7th-file pawn walks up and takes on 7c, in the zone; White's pawns walk meanwhile.
  const line = [
    ['7g-7f', '1c-1d'], ['7f-7e', '1d-1e'], ['7e-7d', '2c-2d'],
    ['7d-7c', '2d-2e'], ['6g-6f', '3c-3d'], ['6f-6e', '3d-3e'], ['6e-6d', '1e-1f'], ['6d-6c', ''],
  ];
  let plies = 0;
  for (const [black, white] of line) {
    await playMove(alice, black, 9);
    if (black === '7d-7c' || black === '6d-6c') {
      // Optional here: the board asks, on the destination square.
      const choices = alice.locator('sg-promotion-choices');
      await expect(choices).toBeVisible();
      await choices.locator(black === '7d-7c' ? 'piece.yarisilver' : 'piece.pawn').click();
    }
    await expectMoves(bob, ++plies);
    if (!white) break;
    await playMove(bob, white, 9);
    await expectMoves(alice, ++plies);
  }
  await alice.locator('.notation').selectOption('western');
  await expect(alice.locator('.moves li').nth(6)).toHaveText(/\+$/); // taken
  await expect(alice.locator('.moves li').nth(14)).toHaveText(/=$/); // declined
  await expect(bob.locator('sg-board piece.yarisilver.sente')).toHaveCount(1);
  await expect(bob.locator('sg-board piece.pawn.sente')).toHaveCount(6);

  // No impasse claim is offered while the generals stand at home (the server would refuse it).
  await expect(bob.locator('button.offer-draw')).toBeVisible();
  await expect(bob.locator('button.offer-impasse')).toBeHidden();
});

// Both generals walk into the other side's camp (a line found with the rules core: 25 plies).
const TO_IMPASSE = [
  '4i-5h', '4a-3b', '3g-3f', '4c-4d', '3i-3h', '3b-4c', '3h-4f', '5c-5d', '4f-3d', '4c-3d', '4g-4f',
  '3d-2e', '5h-4g', '2c-2d', '4g-5f', '2e-3f', '5f-6e', '3f-4g', '1i-1h', '5a-4c', '2i-3g', '2d-2e',
  '6e-5d', '2a-2d', '5d-4c',
];

test('Yari: an impasse claimed once both generals are in their zones, accepted, and settled', async ({ browser }) => {
  const [alice, bob] = await yariGame(browser, 'aliceimp', 'bobimp');
  for (let i = 0; i < TO_IMPASSE.length; i++) {
    const [mover, other] = i % 2 === 0 ? [alice, bob] : [bob, alice];
    await playMove(mover, TO_IMPASSE[i], 9);
    await expectMoves(other, i + 1);
  }
  await bob.locator('button.offer-impasse').click();
  await expect(alice.locator('.proposal')).toHaveText('bobimp offers to settle by impasse');
  await alice.locator('button.accept-offer').click();
  for (const page of [alice, bob]) await expect(page.locator('.status')).toHaveText(/impasse/i);
  await expect(bob.locator('button.rematch')).toBeVisible();
});

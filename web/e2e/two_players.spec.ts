// Two players and a spectator, each in a browser context of their own: alice makes a seek with
// the create-game dialog, bob takes it from the live lobby, and they play a whole Tori game to
// checkmate by clicking (drops, a compulsory promotion, an illegal drop refused with the core's
// reason, a chat line), while carol watches every move, both clocks and the spectator count.
import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { closeContexts, expectMoves, newPage, playMove, player } from './board';

// A whole game, Black mating with a right quail drop (tests/server_line/recorded_games.h).
const MATE: string[] = JSON.parse(readFileSync(new URL('./tori_mate_game.json', import.meta.url), 'utf8')).moves;

test.afterEach(closeContexts);

test('a seek taken from the live lobby, played to checkmate, watched by a third', async ({ browser }) => {
  test.setTimeout(180_000);
  const alice = await player(browser, 'alice2p');
  const bob = await player(browser, 'bob2p');

  // alice: a seek with a clock, moving first.
  await alice.click('button.create');
  const dialog = alice.locator('dialog.new-game');
  await dialog.locator('select[name=preset]').selectOption({ label: '10 min | 30s' });
  await dialog.locator('button[value=make]').click();
  await expect(alice.locator('.seeks li')).toHaveText(/^alice2p.*Tori · 10 \| 30s · rated/);

  // bob sees it arrive without reloading and takes it.
  const seek = bob.locator('.seeks li', { hasText: 'alice2p' });
  await seek.locator('button', { hasText: 'Accept' }).click();
  await expect(bob).toHaveURL(/\/game\/torishogi\/\d+$/);
  const path = new URL(bob.url()).pathname;
  // alice is taken to the game: her seek was accepted.
  await expect(alice).toHaveURL(path);

  const carol = await newPage(browser);
  await carol.goto(path);
  await expect(alice.locator('.spectators')).toHaveText('1 watching');
  await expect(carol.locator('.bottom-player')).toHaveText('☗ alice2p');
  await expect(carol.locator('.top-player')).toHaveText('☖ bob2p');
  await expect(bob.locator('.bottom-player')).toHaveText('☖ bob2p'); // turned for White

  await alice.locator('.chat-form input').fill('good luck');
  await alice.locator('.chat-form button').click();
  await expect(bob.locator('.chat')).toContainText('alice2p good luck');
  await expect(carol.locator('.chat')).toContainText('alice2p good luck');

  for (let i = 0; i < MATE.length; i++) {
    const mover = i % 2 === 0 ? alice : bob;
    if (i === 6) {
      // Black has two swallows on file 3 already: the core says why a third may not come.
      await playMove(mover, 'Sw*3f');
      await expect(mover.locator('.refusal')).toHaveText('a third swallow may not be dropped on file 3');
      await expectMoves(mover, 6);
    }
    await playMove(mover, MATE[i]);
    for (const page of [alice, bob, carol]) await expectMoves(page, i + 1);
    if (i === 1) {
      // Both clocks run on the spectator's page too, in the time control's form.
      await expect(carol.locator('.top-clock')).toHaveText(/^\d+:\d\d \| 30s$/);
      await expect(carol.locator('.bottom-clock')).toHaveText(/^\d+:\d\d \| 30s$/);
    }
    if (MATE[i] === '2f-2g+') {
      // The promotion is compulsory: made without a question, written with its +.
      await expect(carol.locator('.moves li').nth(i)).toHaveText(/\+$/);
      await expect(carol.locator('sg-board piece.goose')).toHaveCount(1);
    }
  }
  for (const page of [alice, bob, carol]) await expect(page.locator('.status')).toHaveText(/checkmate/i);
  await expect(carol.locator('.moves li')).toHaveCount(MATE.length);
  await expect(bob.locator('button.rematch')).toBeVisible();
  await expect(carol.locator('button.rematch')).toBeHidden();
});

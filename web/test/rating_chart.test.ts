// The words that stand for the rating chart for screen readers (and for the tests).
import { describe, expect, it } from 'vitest';
import { describeHistory } from '../src/profile/rating_chart';

describe('describeHistory', () => {
  it('says when there is nothing to draw', () => {
    expect(describeHistory('Yari Shogi', [])).toBe('Yari Shogi: no rated game yet');
  });
  it('gives the first and the latest rating, rounded, and the number of games', () => {
    const points = [
      { game: 101, time: 10, rating: 1662.4, deviation: 290 },
      { game: 105, time: 20, rating: 1701.6, deviation: 250 },
    ];
    expect(describeHistory('Tori Shogi', points)).toBe('Tori Shogi rating after 2 rated games: from 1662 to 1702');
    expect(describeHistory('Tori Shogi', points.slice(0, 1))).toBe('Tori Shogi rating after 1 rated game: from 1662 to 1662');
  });
});

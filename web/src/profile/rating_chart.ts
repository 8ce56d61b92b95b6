// A player's rating after each rated game, drawn with uPlot (loaded only by the profile page, so
// the lobby and the game page do not carry it). The chart is a canvas: its label says the same
// in words for screen readers.
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

const DAY = 24 * 60 * 60;

export interface RatingPoint {
  game: number;
  time: number; // seconds since 1970: when the game ended
  rating: number;
  deviation: number;
}

export function describeHistory(name: string, points: RatingPoint[]): string {
  if (points.length === 0) return `${name}: no rated game yet`;
  const first = Math.round(points[0].rating);
  const last = Math.round(points[points.length - 1].rating);
  const games = points.length === 1 ? '1 rated game' : `${points.length} rated games`;
  return `${name} rating after ${games}: from ${first} to ${last}`;
}

// Draws the rating and its 95% band (two deviations) against the time each game ended.
export function drawRatingChart(container: HTMLElement, name: string, points: RatingPoint[]): void {
  container.setAttribute('role', 'img');
  container.setAttribute('aria-label', describeHistory(name, points));
  if (points.length === 0) return;
  const colour = getComputedStyle(document.body).getPropertyValue('--accent').trim() || '#2a6f97';
  const data: uPlot.AlignedData = [
    points.map((p) => p.time),
    points.map((p) => Math.round(p.rating)),
    points.map((p) => Math.round(p.rating + 2 * p.deviation)),
    points.map((p) => Math.round(p.rating - 2 * p.deviation)),
  ];
  const first = points[0].time;
  const last = points[points.length - 1].time;
  const margin = first === last ? DAY : (last - first) / 20;
  const band = { stroke: 'transparent', points: { show: false } };
  new uPlot(
    {
      width: Math.min(640, container.clientWidth || 320),
      height: 220,
      legend: { show: false },
      // The games' span, a little wider; one game is one instant, shown with a day either side.
      scales: { x: { time: true, auto: false, min: first - margin, max: last + margin } },
      series: [{}, { label: 'rating', stroke: colour, width: 2, points: { size: 6 } }, band, band],
      bands: [{ series: [2, 3], fill: 'rgba(42, 111, 151, 0.15)' }],
      axes: [{}, { size: 50 }],
    },
    data,
    container,
  );
}

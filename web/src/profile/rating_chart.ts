// A player's rating after each rated game, drawn with uPlot (loaded only by the profile page, so
// the home page and the game page do not carry it), titled, its axes named, in the theme's
// colours. The chart is a canvas: its label says the same in words for screen readers.
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { PROFILE_WORDS as W } from './profile_words';

const DAY = 24 * 60 * 60;

export interface RatingPoint {
  game: number;
  time: number; // seconds since 1970: when the game ended
  rating: number;
  deviation: number;
}

export function describeHistory(name: string, points: RatingPoint[]): string {
  if (points.length === 0) return W.noRatedGame(name);
  const first = Math.round(points[0].rating);
  const last = Math.round(points[points.length - 1].rating);
  return W.historyText(name, points.length, first, last);
}

// '#1f6a94' at an opacity, as a canvas takes it.
export function translucent(hex: string, alpha: number): string {
  const rgb = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!rgb) return `rgba(31, 106, 148, ${alpha})`;
  return `rgba(${rgb.slice(1).map((c) => parseInt(c, 16)).join(', ')}, ${alpha})`;
}

// Draws the rating and its 95% band (two deviations) against the time each game ended.
export function drawRatingChart(container: HTMLElement, name: string, points: RatingPoint[]): void {
  container.setAttribute('role', 'img');
  container.setAttribute('aria-label', describeHistory(name, points));
  if (points.length === 0) return;
  const style = getComputedStyle(document.documentElement);
  const colour = (property: string, fallback: string) => style.getPropertyValue(property).trim() || fallback;
  const accent = colour('--accent', '#1f6a94');
  const axis = { stroke: colour('--text-muted', '#5e574e'), grid: { stroke: colour('--border', '#d6cfc4'), width: 1 }, ticks: { stroke: colour('--border', '#d6cfc4') } };
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
      title: W.chartTitle(name),
      width: Math.min(640, container.clientWidth || 320),
      height: 240,
      legend: { show: false },
      // The games' span, a little wider; one game is one instant, shown with a day either side.
      scales: { x: { time: true, auto: false, min: first - margin, max: last + margin } },
      series: [{}, { label: W.chartRating, stroke: accent, width: 2, points: { size: 6 } }, band, band],
      bands: [{ series: [2, 3], fill: translucent(accent, 0.15) }],
      axes: [
        { ...axis, label: W.chartDate },
        { ...axis, label: W.chartRating, size: 60 },
      ],
    },
    data,
    container,
  );
}

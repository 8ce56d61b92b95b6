// The evaluation chart of an analysed game, drawn with uPlot: sente's evaluation after each move
// (clamped, mates at the edges), sente's side of the line and gote's in two shades, as on lichess,
// each judged move a dot of its judgement's colour, the move on the board marked by a line; a
// click on the chart shows that move on the board. Titled, its axes named, in the theme's colours
// (read from the CSS variables when drawn, so the dark theme reads too). The canvas has its story
// in words as its label.
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { translucent } from '../profile/rating_chart';
import { CHART_LIMIT, type Judgement } from './review_data';
import { REVIEW as W } from './review_words';

export const JUDGEMENT_COLOURS: Record<Judgement, string> = { inaccuracy: '#56b4e9', mistake: '#e69f00', blunder: '#df5353' };
const HEIGHT = 170;

export interface ChartData {
  x: number[]; // plies played
  y: (number | null)[]; // pawns for sente
  judged: (Judgement | null)[]; // the judgement of the move that led to each point
  labels: string[]; // each point in words, shown while the pointer is over it
}

export class EvalChart {
  readonly element = document.createElement('div');
  private readonly hover = document.createElement('p');
  private plot: uPlot | null = null;
  private data: ChartData | null = null;
  private current = 0;
  private readonly resize = new ResizeObserver(() => this.plot?.setSize({ width: this.width(), height: HEIGHT }));

  constructor(private readonly jump: (plies: number) => void) {
    this.element.className = 'eval-chart';
    this.element.setAttribute('role', 'img');
    this.hover.className = 'chart-hover';
    this.hover.setAttribute('aria-hidden', 'true');
    this.resize.observe(this.element);
  }

  show(data: ChartData, current: number, label: string): void {
    this.element.setAttribute('aria-label', label);
    this.current = current;
    const same = this.data && this.data.x.length === data.x.length && this.data.y.every((v, i) => v === data.y[i]);
    this.data = data;
    if (!this.plot) return this.create();
    if (!same) this.plot.setData([data.x, data.y]);
    else this.plot.redraw(false, false);
  }

  destroy(): void {
    this.resize.disconnect();
    this.plot?.destroy();
  }

  private width(): number {
    return Math.max(200, this.element.clientWidth || 320);
  }

  private create(): void {
    const data = this.data!;
    const colours = themeColours();
    const axis = { stroke: colours.muted, grid: { stroke: colours.border, width: 1 }, ticks: { stroke: colours.border } };
    this.plot = new uPlot(
      {
        title: W.chartTitle,
        width: this.width(),
        height: HEIGHT,
        legend: { show: false },
        cursor: { y: false, points: { size: 8 }, drag: { x: false, y: false } },
        scales: { x: { time: false }, y: { auto: false, range: [-CHART_LIMIT, CHART_LIMIT] } },
        series: [
          {},
          { label: W.chartSeries, stroke: colours.muted, width: 1.5, fill: (u: uPlot) => this.fill(u), fillTo: 0, points: { show: false }, spanGaps: false },
        ],
        axes: [
          { ...axis, label: W.chartMoves, labelSize: 18, size: 30, incrs: [1, 2, 5, 10, 20, 50, 100] },
          { ...axis, label: W.chartPawns, labelSize: 18, size: 36, incrs: [5, 10], values: (_u: uPlot, ticks: number[]) => ticks.map((t) => (t > 0 ? `+${t}` : `${t}`)) },
        ],
        hooks: { draw: [(u: uPlot) => this.marks(u)], setCursor: [(u: uPlot) => this.hovered(u)] },
      },
      [data.x, data.y],
      this.element,
    );
    this.element.append(this.hover);
    this.plot.over.addEventListener('click', () => {
      const i = this.plot?.cursor.idx;
      if (i !== null && i !== undefined && this.data) this.jump(this.data.x[i]);
    });
  }

  // The point under the pointer in words: "Move 23: +1.20".
  private hovered(u: uPlot): void {
    const i = u.cursor.idx;
    this.hover.textContent = i === null || i === undefined || !this.data ? '' : this.data.labels[i];
  }

  // Above the zero line sente's colour, below it gote's.
  private fill(u: uPlot): CanvasGradient | string {
    const top = u.bbox.top;
    const height = u.bbox.height;
    const colours = themeColours();
    if (!height) return colours.border;
    const zero = Math.min(1, Math.max(0, (u.valToPos(0, 'y', true) - top) / height));
    const gradient = u.ctx.createLinearGradient(0, top, 0, top + height);
    gradient.addColorStop(0, colours.sente);
    gradient.addColorStop(zero, colours.sente);
    gradient.addColorStop(zero, colours.gote);
    gradient.addColorStop(1, colours.gote);
    return gradient;
  }

  // The judged moves' dots and the line of the move on the board.
  private marks(u: uPlot): void {
    const data = this.data;
    if (!data) return;
    const ctx = u.ctx;
    ctx.save();
    const x = u.valToPos(this.current, 'x', true);
    ctx.strokeStyle = themeColours().accent;
    ctx.lineWidth = 2 * devicePixelRatio;
    ctx.beginPath();
    ctx.moveTo(x, u.bbox.top);
    ctx.lineTo(x, u.bbox.top + u.bbox.height);
    ctx.stroke();
    data.x.forEach((plies, i) => {
      const judgement = data.judged[i];
      const value = data.y[i];
      if (!judgement || value === null) return;
      ctx.fillStyle = JUDGEMENT_COLOURS[judgement];
      ctx.beginPath();
      ctx.arc(u.valToPos(plies, 'x', true), u.valToPos(value, 'y', true), 4 * devicePixelRatio, 0, 2 * Math.PI);
      ctx.fill();
    });
    ctx.restore();
  }
}

// The theme's colours as the canvas takes them: sente's side of the line the page's raised
// surface, gote's the muted text colour faded, which stay apart in the light theme and the dark.
function themeColours() {
  const style = getComputedStyle(document.documentElement);
  const colour = (property: string, fallback: string) => style.getPropertyValue(property).trim() || fallback;
  const muted = colour('--text-muted', '#5e574e');
  return {
    muted,
    border: colour('--border', '#d6cfc4'),
    accent: colour('--accent', '#1f6a94'),
    sente: translucent(colour('--surface-2', '#f3efe8'), 0.9),
    gote: translucent(muted, 0.45),
  };
}

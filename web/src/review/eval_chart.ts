// The evaluation chart of an analysed game, drawn with uPlot: sente's evaluation after each move
// (clamped, mates at the edges), sente's side of the line light and gote's dark as on lichess,
// each judged move a dot of its judgement's colour, the move on the board marked by a line; a
// click on the chart shows that move on the board. The canvas has its story in words as its label.
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { CHART_LIMIT, type Judgement } from './review_data';

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
    this.plot = new uPlot(
      {
        title: 'Evaluation',
        width: this.width(),
        height: HEIGHT,
        legend: { show: false },
        cursor: { y: false, points: { size: 8 }, drag: { x: false, y: false } },
        scales: { x: { time: false }, y: { auto: false, range: [-CHART_LIMIT, CHART_LIMIT] } },
        series: [
          {},
          { label: 'evaluation', stroke: '#555', width: 1.5, fill: (u: uPlot) => this.fill(u), fillTo: 0, points: { show: false }, spanGaps: false },
        ],
        axes: [
          { label: 'move', labelSize: 18, size: 30, incrs: [1, 2, 5, 10, 20, 50, 100] },
          { label: 'sente (pawns)', labelSize: 18, size: 36, incrs: [5, 10], values: (_u: uPlot, ticks: number[]) => ticks.map((t) => (t > 0 ? `+${t}` : `${t}`)) },
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
    if (!height) return 'rgba(0,0,0,0.1)';
    const zero = Math.min(1, Math.max(0, (u.valToPos(0, 'y', true) - top) / height));
    const gradient = u.ctx.createLinearGradient(0, top, 0, top + height);
    gradient.addColorStop(0, 'rgba(255, 255, 255, 0.9)');
    gradient.addColorStop(zero, 'rgba(255, 255, 255, 0.9)');
    gradient.addColorStop(zero, 'rgba(60, 50, 40, 0.55)');
    gradient.addColorStop(1, 'rgba(60, 50, 40, 0.55)');
    return gradient;
  }

  // The judged moves' dots and the line of the move on the board.
  private marks(u: uPlot): void {
    const data = this.data;
    if (!data) return;
    const ctx = u.ctx;
    ctx.save();
    const x = u.valToPos(this.current, 'x', true);
    ctx.strokeStyle = '#2a6f97';
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

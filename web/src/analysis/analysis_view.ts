// The analysis board's page: the board with the evaluation bar and the best move's arrow, the
// moves of the current line with its side lines, the engine panel, and the record tools (paste to
// import, KIF and PGN to export, a link to the position). A view of AnalysisCtrl's state: each
// redraw shows the state as it is; every action goes to the controller.
import { Board, moveArrow } from '../game/board';
import { element, html } from '../html';
import type { Rules, Variant } from '../rules/rules';
import { loadSettings, saveSettings } from '../settings';
import { AnalysisCtrl, type AnalysisSetup, type EngineLike } from './analysis_ctrl';
import { ANALYSIS as W } from './analysis_words';
import { EnginePanel } from './engine_panel';
import { EvalBar } from './eval_bar';
import type { TreeNode } from './variation_tree';
import './analysis.css';

const NOTATIONS = ['western', 'numeric', 'japanese', 'usi'] as const;

const TEMPLATE = html`
  <div class="analysis-page">
    <div class="analysis-board-column">
      <div class="analysis-board-row"><div class="board-box"><div class="board"></div></div></div>
      <div class="analysis-controls" role="group" aria-label="${W.replay}">
        <button class="to-first" type="button" aria-label="${W.firstPosition}">|◀</button>
        <button class="to-back" type="button" aria-label="${W.previousMove}">◀</button>
        <button class="to-forward" type="button" aria-label="${W.nextMove}">▶</button>
        <button class="to-last" type="button" aria-label="${W.lastMove}">▶|</button>
        <button class="flip" type="button" aria-label="${W.flip}">⇅</button>
      </div>
      <p class="status"></p>
      <p class="analysis-notice" role="status"></p>
    </div>
    <div class="analysis-side">
      <h1 class="analysis-title"></h1>
      <nav class="analysis-variants" aria-label="${W.newBoardLabel}">${W.newBoard}<a href="/analysis/torishogi">${W.variants.torishogi}</a> · <a href="/analysis/yarishogi">${W.variants.yarishogi}</a></nav>
      <div class="engine-slot"></div>
      <div class="line-head">
        <label>${W.notation} <select class="notation">${NOTATIONS.map((n) => html`<option value="${n}">${W.notations[n]}</option>`)}</select></label>
        <button class="promote" type="button">${W.promote}</button>
        <button class="delete" type="button">${W.deleteFromHere}</button>
      </div>
      <div class="tree-moves" role="group" aria-label="${W.movesLabel}"></div>
      <p class="move-comment" aria-live="polite"></p>
      <details class="record-tools">
        <summary>${W.recordTools}</summary>
        <textarea class="import-text" rows="5" aria-label="${W.pasteLabel}" placeholder="${W.pastePlaceholder}"></textarea>
        <div class="record-buttons">
          <button class="import" type="button">${W.import}</button>
          <button class="export-kif" type="button">${W.exportKif}</button>
          <button class="export-pgn" type="button">${W.exportPgn}</button>
          <a class="download" hidden>${W.download}</a>
        </div>
        <textarea class="export-text" rows="8" readonly aria-label="${W.exportedLabel}" hidden></textarea>
        <label class="link-row">${W.link} <input class="link" readonly aria-label="${W.linkLabel}"></label>
      </details>
    </div>
  </div>`;

export function showAnalysis(
  root: HTMLElement,
  rules: Rules,
  setup: AnalysisSetup,
  title: string,
  loadEngine: () => Promise<EngineLike>,
): () => void {
  const page = element(TEMPLATE);
  root.replaceChildren(page);
  const $ = (selector: string) => page.querySelector(selector) as HTMLElement;
  const notation = $('.notation') as HTMLSelectElement;
  notation.value = loadSettings().notation;
  $('.analysis-title').textContent = title;

  let board: Board | null = null;
  let boardVariant: Variant | null = null;
  let frame = 0;
  // Engine lines come many a second: they are drawn once a frame at most. What the player did is
  // drawn at once, so that the next click meets the board it expects.
  const redraw = (soon?: boolean) => {
    if (soon) {
      frame ||= requestAnimationFrame(() => {
        frame = 0;
        render();
      });
      return;
    }
    cancelAnimationFrame(frame);
    frame = 0;
    render();
  };
  const ctrl = new AnalysisCtrl(rules, setup, loadEngine, redraw);
  const bar = new EvalBar();
  const panel = new EnginePanel(ctrl, () => notation.value);
  $('.analysis-board-row').prepend(bar.element);
  $('.engine-slot').replaceWith(panel.element);

  function renderBoard(): void {
    const state = ctrl.state();
    const game = { variant: ctrl.variant, start: ctrl.start, moves: ctrl.moves(), me: state.turn, active: true };
    if (!board || boardVariant !== ctrl.variant) {
      board?.destroy();
      $('.board').replaceChildren();
      board = new Board($('.board'), rules, { ...game, me: 'black' }, { onMove: (usi) => ctrl.play(usi), onRefused: (why) => notice(why) });
      boardVariant = ctrl.variant;
      if (ctrl.flipped) board.flip();
    }
    board.update(game);
    // The best move's arrow, and fainter ones for the other lines.
    const lines = ctrl.engineStatus === 'on' && ctrl.analysed === ctrl.current ? ctrl.lines.filter(Boolean) : [];
    const best = lines[0];
    board.setArrows(
      lines
        .filter((line) => line.pv.length > 0)
        .map((line, i) => moveArrow(line.pv[0], state.turn, ctrl.variant, i === 0 ? 'primary' : 'alternative0')),
    );
    bar.show(best?.score ?? null, ctrl.flipped);
  }

  function notice(text: string): void {
    ctrl.notice = text;
    $('.analysis-notice').textContent = text;
  }

  function render(): void {
    page.classList.toggle('yarishogi', ctrl.variant === 'yarishogi');
    renderBoard();
    $('.status').textContent = ctrl.statusText();
    $('.analysis-notice').textContent = ctrl.notice;
    renderMoves();
    $('.move-comment').textContent = ctrl.current === ctrl.tree.root ? (ctrl.header?.comments ?? []).join('\n') : ctrl.current.comment;
    panel.render();
    const line = ctrl.line();
    const onMain = ctrl.tree.isMain(line.length > 0 ? line[line.length - 1] : ctrl.tree.root);
    ($('.promote') as HTMLButtonElement).disabled = onMain;
    ($('.delete') as HTMLButtonElement).disabled = ctrl.current === ctrl.tree.root;
    ($('.link') as HTMLInputElement).value = location.origin + ctrl.link();
    board?.layoutChanged();
  }

  // The current line, one button a move, and after each move that has others in its place, those
  // side lines (their first moves), each a button that goes there.
  function renderMoves(): void {
    const line = ctrl.line();
    const written = ctrl.written(
      line.map((n) => n.usi),
      notation.value,
    );
    const items: HTMLElement[] = [];
    line.forEach((node, i) => {
      const move = moveButton(node, `${i + 1}. ${written[i]}`);
      move.classList.toggle('main', ctrl.tree.isMain(node));
      items.push(move);
      const others = node.parent!.children.filter((child) => child !== node);
      if (others.length > 0) {
        const side = document.createElement('div');
        side.className = 'side-lines';
        for (const other of others) side.append(sideLine(other, i + 1));
        items.push(side);
      }
    });
    if (line.length === 0) items.push(Object.assign(document.createElement('p'), { className: 'empty', textContent: W.noMoves }));
    $('.tree-moves').replaceChildren(...items);
    page.querySelector('.tree-moves .current')?.scrollIntoView({ block: 'nearest' });
  }

  function moveButton(node: TreeNode, text: string): HTMLButtonElement {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'tree-move';
    button.textContent = text;
    button.classList.toggle('current', node === ctrl.current);
    if (node === ctrl.current) button.setAttribute('aria-current', 'true');
    button.onclick = () => ctrl.goTo(node);
    return button;
  }

  // A side line shown by its first few moves.
  function sideLine(start: TreeNode, ply: number): HTMLButtonElement {
    const moves: TreeNode[] = [];
    for (let at: TreeNode | undefined = start; at && moves.length < 4; at = at.children[0]) moves.push(at);
    const written = ctrl.written(
      moves.map((n) => n.usi),
      notation.value,
      start.parent!,
    );
    const more = moves[moves.length - 1].children.length > 0 ? ' …' : '';
    const button = moveButton(start, `${ply}. ${written.join(' ')}${more}`);
    button.classList.add('side-line');
    button.setAttribute('aria-label', W.sideLine(ply, written.join(' ')));
    return button;
  }

  function exportAs(format: 'kif' | 'pgn'): void {
    let text: string;
    try {
      text = ctrl.exportText(format);
    } catch (e) {
      return notice(W.notExported((e as Error).message));
    }
    const out = $('.export-text') as HTMLTextAreaElement;
    out.hidden = false;
    out.value = text;
    const download = $('.download') as HTMLAnchorElement;
    if (download.href) URL.revokeObjectURL(download.href);
    download.href = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    download.download = `analysis.${format}`;
    download.textContent = W.downloadAs(format);
    download.hidden = false;
  }

  $('.to-first').onclick = () => ctrl.first();
  $('.to-back').onclick = () => ctrl.back();
  $('.to-forward').onclick = () => ctrl.forward();
  $('.to-last').onclick = () => ctrl.last();
  $('.flip').onclick = () => {
    board?.flip();
    ctrl.flip();
  };
  $('.promote').onclick = () => {
    const line = ctrl.line();
    ctrl.promote(line.length > 0 ? line[line.length - 1] : ctrl.current);
  };
  $('.delete').onclick = () => ctrl.remove();
  $('.import').onclick = () => {
    const text = ($('.import-text') as HTMLTextAreaElement).value;
    if (ctrl.importText(text)) ($('.import-text') as HTMLTextAreaElement).value = '';
  };
  $('.export-kif').onclick = () => exportAs('kif');
  $('.export-pgn').onclick = () => exportAs('pgn');
  notation.onchange = () => {
    saveSettings({ ...loadSettings(), notation: notation.value as (typeof NOTATIONS)[number] });
    render();
  };
  const keys = (event: KeyboardEvent) => {
    // Keys typed into a field are the field's; a checkbox has no use for arrows.
    if ((event.target as HTMLElement).closest('input:not([type=checkbox]), textarea, select')) return;
    if (event.key === 'f') $('.flip').click(); // lishogi's key to flip the board
    else if (ctrl.key(event.key)) event.preventDefault();
  };
  document.addEventListener('keydown', keys);
  render();

  return () => {
    document.removeEventListener('keydown', keys);
    cancelAnimationFrame(frame);
    ctrl.destroy();
    board?.destroy();
  };
}

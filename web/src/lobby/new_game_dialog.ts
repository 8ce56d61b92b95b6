// The create-game dialog: variant, opponent (none: an open seek in the lobby), handicap by name,
// time control (a preset, or custom byo-yomi, Fischer, correspondence or untimed), rated or
// casual, colour. It answers the API's body for POST /api/seeks or /api/games.
import type { Rules, Variant } from '../rules/rules';
import { element, fill, html } from '../html';
import { LOBBY_WORDS as W } from './lobby_words';
import { customTime, describeTime, PRESETS, type TimeControl } from './time_control';

export interface NewGame {
  opponent: string; // empty: an open seek
  body: {
    variant: Variant;
    handicap?: string;
    time: TimeControl;
    rated: boolean;
    first: boolean;
  };
}

const TEMPLATE = html`
  <dialog class="new-game" aria-label="${W.title}">
    <form method="dialog">
      <h2>${W.title}</h2>
      <label>${W.variant} <select name="variant">
        <option value="torishogi">${W.tori}</option><option value="yarishogi">${W.yari}</option>
      </select></label>
      <label>${W.opponent} <input name="opponent" placeholder="${W.anyone}" autocomplete="off"></label>
      <label>${W.handicap} <select name="handicap"></select></label>
      <label>${W.time} <select name="preset"></select></label>
      <fieldset class="custom" hidden>
        <legend>${W.customTime}</legend>
        <label>${W.clock} <select name="kind">
          <option value="byoyomi">${W.byoyomi}</option><option value="fischer">${W.fischer}</option>
          <option value="correspondence">${W.correspondence}</option><option value="untimed">${W.untimed}</option>
        </select></label>
        <label class="for-byoyomi for-fischer">${W.minutesField} <input name="minutes" type="number" min="0" step="any" value="10"></label>
        <label class="for-byoyomi">${W.periods} <input name="periods" type="number" min="0" step="1" value="1"></label>
        <label class="for-byoyomi">${W.periodSeconds} <input name="period" type="number" min="0" step="any" value="30"></label>
        <label class="for-fischer">${W.increment} <input name="increment" type="number" min="0" step="any" value="5"></label>
        <label class="for-correspondence">${W.daysField} <input name="days" type="number" min="1" step="1" value="3"></label>
      </fieldset>
      <label><input name="rated" type="checkbox" checked> ${W.rated}</label>
      <label>${W.colour} <select name="colour">
        <option value="first">${W.first}</option>
        <option value="second">${W.second}</option>
      </select></label>
      <p class="error" role="alert"></p>
      <button value="make" class="primary">${W.create}</button> <button value="cancel" formnovalidate>${W.cancel}</button>
    </form>
  </dialog>`;

// Opens the dialog; resolves with the game asked for, or null when cancelled.
export function askForNewGame(rules: Rules, defaults: { variant?: Variant; opponent?: string } = {}): Promise<NewGame | null> {
  const dialog = element<HTMLDialogElement>(TEMPLATE);
  const form = dialog.querySelector('form')!;
  const field = <T extends HTMLElement>(name: string) => form.elements.namedItem(name) as T;
  const variant = field<HTMLSelectElement>('variant');
  const handicap = field<HTMLSelectElement>('handicap');
  const preset = field<HTMLSelectElement>('preset');
  const kind = field<HTMLSelectElement>('kind');
  const rated = field<HTMLInputElement>('rated');
  const custom = form.querySelector('.custom') as HTMLFieldSetElement;
  const error = form.querySelector('.error')!;

  fill(preset, html`${PRESETS.map((p, i) => html`<option value="${i}">${describeTime(p.time)}</option>`)}<option value="custom">${W.custom}</option>`);
  preset.value = '1';
  if (defaults.variant) variant.value = defaults.variant;
  field<HTMLInputElement>('opponent').value = defaults.opponent ?? '';

  const fillHandicaps = () => {
    const handicaps = rules.handicaps(variant.value as Variant);
    fill(handicap, html`<option value="">${W.noHandicap}</option>${handicaps.map((h) => html`<option value="${h.code}">${W.handicapName(h.code, h.description)}</option>`)}`);
  };
  const showCustom = () => {
    custom.hidden = preset.value !== 'custom';
    for (const label of custom.querySelectorAll<HTMLElement>('label[class]'))
      label.hidden = !label.classList.contains(`for-${kind.value}`);
  };
  // Handicap games are never rated: say so instead of pretending.
  const showRated = () => {
    rated.disabled = handicap.value !== '';
    if (rated.disabled) rated.checked = false;
  };
  variant.onchange = () => {
    fillHandicaps();
    showRated();
  };
  handicap.onchange = showRated;
  preset.onchange = kind.onchange = showCustom;
  fillHandicaps();
  showCustom();

  document.body.append(dialog);
  dialog.showModal();
  return new Promise((resolve) => {
    form.onsubmit = (event) => {
      const submitter = (event as SubmitEvent).submitter as HTMLButtonElement | null;
      if (submitter?.value === 'cancel') return;
      let time: TimeControl | string;
      if (preset.value === 'custom') {
        const number = (name: string) => Number(field<HTMLInputElement>(name).value);
        time = customTime({
          kind: kind.value as 'byoyomi',
          minutes: number('minutes'),
          periods: number('periods'),
          periodSeconds: number('period'),
          incrementSeconds: number('increment'),
          days: number('days'),
        });
      } else {
        time = PRESETS[Number(preset.value)].time;
      }
      if (typeof time === 'string') {
        event.preventDefault();
        error.textContent = time;
        return;
      }
      resolve({
        opponent: field<HTMLInputElement>('opponent').value.trim(),
        body: {
          variant: variant.value as Variant,
          ...(handicap.value ? { handicap: handicap.value } : {}),
          time,
          rated: rated.checked,
          first: field<HTMLSelectElement>('colour').value === 'first',
        },
      });
    };
    dialog.onclose = () => {
      dialog.remove();
      resolve(null); // after a submit this changes nothing: the promise is settled already
    };
  });
}

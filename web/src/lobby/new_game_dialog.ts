// The create-game dialog: variant, opponent (none: an open seek in the lobby), handicap by name,
// time control (a preset, or custom byo-yomi, Fischer, correspondence or untimed), rated or
// casual, colour. It answers the API's body for POST /api/seeks or /api/games.
import type { Rules, Variant } from '../rules/rules';
import { customTime, PRESETS, type TimeControl } from './time_control';

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

const TEMPLATE = `
  <dialog class="new-game" aria-label="Create a game">
    <form method="dialog">
      <h2>Create a game</h2>
      <label>Variant <select name="variant">
        <option value="torishogi">Tori Shogi (7x7)</option><option value="yarishogi">Yari Shogi (7x9)</option>
      </select></label>
      <label>Opponent <input name="opponent" placeholder="anyone (an open seek)" autocomplete="off"></label>
      <label>Handicap <select name="handicap"></select></label>
      <label>Time <select name="preset"></select></label>
      <fieldset class="custom" hidden>
        <legend>Custom time</legend>
        <label>Clock <select name="kind">
          <option value="byoyomi">byo-yomi</option><option value="fischer">Fischer</option>
          <option value="correspondence">correspondence</option><option value="untimed">untimed</option>
        </select></label>
        <label class="for-byoyomi for-fischer">Minutes <input name="minutes" type="number" min="0" step="any" value="10"></label>
        <label class="for-byoyomi">Periods <input name="periods" type="number" min="0" step="1" value="1"></label>
        <label class="for-byoyomi">Seconds a period <input name="period" type="number" min="0" step="any" value="30"></label>
        <label class="for-fischer">Increment (s) <input name="increment" type="number" min="0" step="any" value="5"></label>
        <label class="for-correspondence">Days a move <input name="days" type="number" min="1" step="1" value="3"></label>
      </fieldset>
      <label><input name="rated" type="checkbox" checked> Rated</label>
      <label>Colour <select name="colour">
        <option value="first">I move first (Black; the giver with a handicap)</option>
        <option value="second">My opponent moves first</option>
      </select></label>
      <p class="error" role="alert"></p>
      <button value="make">Create</button> <button value="cancel" formnovalidate>Cancel</button>
    </form>
  </dialog>`;

// Opens the dialog; resolves with the game asked for, or null when cancelled.
export function askForNewGame(rules: Rules, defaults: { variant?: Variant; opponent?: string } = {}): Promise<NewGame | null> {
  const box = document.createElement('div');
  box.innerHTML = TEMPLATE.trim();
  const dialog = box.firstElementChild as HTMLDialogElement;
  const form = dialog.querySelector('form')!;
  const field = <T extends HTMLElement>(name: string) => form.elements.namedItem(name) as T;
  const variant = field<HTMLSelectElement>('variant');
  const handicap = field<HTMLSelectElement>('handicap');
  const preset = field<HTMLSelectElement>('preset');
  const kind = field<HTMLSelectElement>('kind');
  const rated = field<HTMLInputElement>('rated');
  const custom = form.querySelector('.custom') as HTMLFieldSetElement;
  const error = form.querySelector('.error')!;

  preset.innerHTML =
    PRESETS.map((p, i) => `<option value="${i}">${p.name}</option>`).join('') + '<option value="custom">custom…</option>';
  preset.value = '1';
  if (defaults.variant) variant.value = defaults.variant;
  field<HTMLInputElement>('opponent').value = defaults.opponent ?? '';

  const fillHandicaps = () => {
    handicap.innerHTML =
      '<option value="">none (an even game)</option>' +
      rules
        .handicaps(variant.value as Variant)
        .map((h) => `<option value="${h.code}">${h.description} (${h.code})</option>`)
        .join('');
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

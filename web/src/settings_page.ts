// The settings page: piece set, board colours, move notation, sounds and confirmations, kept in
// this browser and applied at once.
import { loadSettings, saveSettings, type Settings } from './settings';

const CHOICES: { key: keyof Settings; label: string; options: [string, string][] }[] = [
  { key: 'pieces', label: 'Pieces', options: [['kanji', 'traditional (kanji)'], ['international', 'international (how each moves)']] },
  { key: 'board', label: 'Board', options: [['wood', 'wood'], ['green', 'green'], ['grey', 'grey']] },
  { key: 'notation', label: 'Notation', options: [['western', 'Western (Hodges)'], ['numeric', 'numeric (as pychess writes it)'], ['japanese', 'Japanese'], ['usi', 'USI']] },
];

export function showSettings(root: HTMLElement): void {
  const settings = loadSettings();
  const form = document.createElement('form');
  form.className = 'settings';
  form.innerHTML =
    '<h2>Settings</h2>' +
    CHOICES.map(
      (c) =>
        `<label>${c.label} <select name="${c.key}">${c.options
          .map(([value, text]) => `<option value="${value}">${text}</option>`)
          .join('')}</select></label>`,
    ).join('') +
    '<label><input type="checkbox" name="sounds"> Countdown sounds in the last ten seconds</label>' +
    '<label><input type="checkbox" name="confirm"> Ask before resigning</label>' +
    '<p class="saved" role="status"></p>';
  root.replaceChildren(form);
  const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement & HTMLSelectElement;
  for (const c of CHOICES) field(c.key).value = String(settings[c.key]);
  field('sounds').checked = settings.sounds;
  field('confirm').checked = settings.confirm;
  form.onchange = () => {
    saveSettings({
      ...loadSettings(),
      pieces: field('pieces').value as Settings['pieces'],
      board: field('board').value as Settings['board'],
      notation: field('notation').value as Settings['notation'],
      sounds: field('sounds').checked,
      confirm: field('confirm').checked,
    });
    form.querySelector('.saved')!.textContent = 'Saved in this browser.';
  };
}

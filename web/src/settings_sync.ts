// A logged-in player's settings kept on the server (docs/api.md, GET and PUT /api/me/settings),
// so that they follow the player to every browser: on logging in the server's settings replace
// this browser's (a new language reloads the page), or, where the server has none yet, this
// browser's are sent; every change is sent as it is saved. A guest's stay in the browser.
import { api, session } from './api';
import { loadSettings, storeSettings, whenSettingsSaved, type Settings } from './settings';

let followed: string | null = null;

export function keepSettingsOnServer(): void {
  whenSettingsSaved((settings) => {
    if (session()) void api('PUT', '/api/me/settings', settings).catch(() => undefined); // kept here anyway
  });
}

// Called on every page change: acts when the player logged in is a different one.
export function followSettings(): void {
  const user = session()?.user ?? null;
  if (user === followed) return;
  followed = user;
  if (user) void fetchSettings();
}

async function fetchSettings(): Promise<void> {
  let kept: Record<string, unknown>;
  try {
    kept = (await api<{ settings: Record<string, unknown> }>('GET', '/api/me/settings')).settings ?? {};
  } catch {
    return; // an older server, or offline: this browser's settings stand
  }
  const here = loadSettings();
  if (Object.keys(kept).length === 0) {
    void api('PUT', '/api/me/settings', here).catch(() => undefined);
    return;
  }
  const theirs: Settings = loadSettings(JSON.stringify(kept)); // checked as stored ones are
  if (JSON.stringify(theirs) === JSON.stringify(here)) return;
  storeSettings(theirs);
  if (theirs.language !== here.language) location.reload();
}

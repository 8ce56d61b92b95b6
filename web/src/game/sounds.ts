// The countdown a player hears on their own running clock: a short tick each second of the last
// ten, and a chime when a game begins, made with Web Audio (no file to fetch, so nothing can be
// late). Browsers let a page make sound only after the player has touched it, so the audio is
// set up at the first click or key.
import { loadSettings } from '../settings';

export class Countdown {
  private audio: AudioContext | null = null;
  private lastHeard = '';

  constructor() {
    const start = () => {
      if (!this.audio && typeof AudioContext !== 'undefined') this.audio = new AudioContext();
    };
    document.addEventListener('pointerdown', start, { once: true });
    document.addEventListener('keydown', start, { once: true });
  }

  // The running clock has `ms` before its flag falls or its period ends; a tick when a new whole
  // second of the last ten begins.
  heard(ms: number): void {
    const second = ms < 10_000 ? String(Math.floor(Math.max(0, ms) / 1000)) : '';
    if (second === this.lastHeard) return;
    this.lastHeard = second;
    if (second !== '') this.tick(second === '0' ? 880 : 660);
  }

  private tick(hz: number): void {
    if (this.audio) tone(this.audio, hz, 0, 0.12);
  }
}

function tone(audio: AudioContext, hz: number, after: number, seconds: number): void {
  const oscillator = audio.createOscillator();
  const volume = audio.createGain();
  const start = audio.currentTime + after;
  oscillator.frequency.value = hz;
  volume.gain.setValueAtTime(0.15, start);
  volume.gain.exponentialRampToValueAtTime(0.001, start + seconds);
  oscillator.connect(volume).connect(audio.destination);
  oscillator.start(start);
  oscillator.stop(start + seconds);
}

// Two rising notes: a game has begun. The player has clicked on the page already (a seek made),
// so the browser lets it sound; the sounds setting is respected.
export function chime(): void {
  if (typeof AudioContext === 'undefined' || !loadSettings().sounds) return;
  const audio = new AudioContext();
  tone(audio, 660, 0, 0.15);
  tone(audio, 880, 0.15, 0.25);
  window.setTimeout(() => void audio.close(), 1000);
}

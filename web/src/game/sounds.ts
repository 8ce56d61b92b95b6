// The countdown a player hears on their own running clock: a short tick each second of the last
// ten, made with Web Audio (no file to fetch, so nothing can be late). Browsers let a page make
// sound only after the player has touched it, so the audio is set up at the first click or key.
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

  // The clock now reads `text`; a tick when a new whole second of the last ten begins.
  heard(text: string): void {
    const match = text.match(/^(\d)\.\d/); // tenths show only in the last ten seconds
    const second = match ? match[1] : '';
    if (second === this.lastHeard) return;
    this.lastHeard = second;
    if (second !== '') this.tick(second === '0' ? 880 : 660);
  }

  private tick(hz: number): void {
    const audio = this.audio;
    if (!audio) return;
    const tone = audio.createOscillator();
    const volume = audio.createGain();
    tone.frequency.value = hz;
    volume.gain.setValueAtTime(0.15, audio.currentTime);
    volume.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + 0.12);
    tone.connect(volume).connect(audio.destination);
    tone.start();
    tone.stop(audio.currentTime + 0.12);
  }
}

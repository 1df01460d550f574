/**
 * A short two-note chime made on the spot with Web Audio: no sound file to download or cache,
 * and quiet enough for a bakery's office. Browsers let a page play sound only after a user
 * gesture, so `unlockChime` runs on the click that switches alerts on (and on any later click
 * after a reload).
 */
let context: AudioContext | undefined;

function audioContext(): AudioContext | undefined {
  if (typeof AudioContext === 'undefined') return undefined;
  context ??= new AudioContext();
  return context;
}

/** Call from a click: lets later chimes play without a gesture of their own. */
export function unlockChime(): void {
  void audioContext()?.resume();
}

/** Plays the chime (about 0.4 s); silent where the browser has not allowed sound yet. */
export function playChime(): void {
  const audio = audioContext();
  if (!audio || audio.state !== 'running') return;
  const start = audio.currentTime;
  // E6 then A6, each fading out: recognisable, not alarming.
  [1318.5, 1760].forEach((frequency, index) => {
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    const at = start + index * 0.16;
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.18, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.22);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(at);
    oscillator.stop(at + 0.24);
  });
}

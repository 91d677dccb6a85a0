/**
 * The new-order chime: two short tones from a Web Audio oscillator (no audio file). Browsers let a
 * page make sound only after a tap, so the AudioContext is created and resumed on the tap that
 * turns sound on (`unlockSound`), never before.
 */
let context: AudioContext | null = null;
const listeners = new Set<() => void>();

const changed = () => listeners.forEach((listener) => listener());

/** Is sound allowed now (a tap created and resumed the context)? */
export const soundUnlocked = () => context?.state === 'running';

export function onSoundStateChange(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Call from a tap or key press: creates the context if needed and asks the browser to run it. */
export async function unlockSound(): Promise<boolean> {
  if (typeof AudioContext === 'undefined') return false;
  if (!context) {
    context = new AudioContext();
    context.onstatechange = changed;
  }
  try {
    await context.resume();
  } catch {
    // Refused: the state stays suspended and the page keeps asking for a tap.
  }
  changed();
  return soundUnlocked();
}

/** Plays the chime when sound is unlocked; silent otherwise. */
export function playChime() {
  if (!context || !soundUnlocked()) return;
  const start = context.currentTime;
  const gain = context.createGain();
  gain.connect(context.destination);
  gain.gain.setValueAtTime(0.0001, start);
  gain.gain.exponentialRampToValueAtTime(0.3, start + 0.02);
  gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.45);
  [880, 1320].forEach((frequency, i) => {
    const tone = context!.createOscillator();
    tone.type = 'sine';
    tone.frequency.value = frequency;
    tone.connect(gain);
    tone.start(start + i * 0.15);
    tone.stop(start + 0.45);
  });
}

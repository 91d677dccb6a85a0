/**
 * A two-note chime made by the Web Audio API (no sound file to fetch). Browsers keep audio off
 * until the page is touched, so the context is made by the 'Turn on sound' button's click.
 */
export function playChime(context: AudioContext) {
  const start = context.currentTime;
  const notes: [frequency: number, at: number][] = [
    [880, 0],
    [1318.5, 0.2],
  ];
  for (const [frequency, at] of notes) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, start + at);
    gain.gain.exponentialRampToValueAtTime(0.4, start + at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + at + 0.8);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start + at);
    oscillator.stop(start + at + 0.85);
  }
}

import { useCallback, useState, useSyncExternalStore } from 'react';
import { onSoundStateChange, soundUnlocked, unlockSound } from './chime';

const STORAGE_KEY = 'soda-pos.bar-sound';

const storedChoice = () => {
  try {
    return localStorage.getItem(STORAGE_KEY) !== 'off';
  } catch {
    return true;
  }
};

function storeChoice(on: boolean) {
  try {
    localStorage.setItem(STORAGE_KEY, on ? 'on' : 'off');
  } catch {
    // Private mode: the choice lasts for this page only.
  }
}

export type SoundState = 'on' | 'needs-tap' | 'off';

/**
 * The bar screen's sound toggle, remembered on the device. On by default; a remembered "on" still
 * needs one tap per page load before the browser lets the page play sound ('needs-tap').
 */
export function useSoundSetting() {
  const [wanted, setWanted] = useState(storedChoice);
  const unlocked = useSyncExternalStore(onSoundStateChange, soundUnlocked);
  const state: SoundState = !wanted ? 'off' : unlocked ? 'on' : 'needs-tap';

  const toggle = useCallback(() => {
    const next = state !== 'on';
    setWanted(next);
    storeChoice(next);
    if (next) void unlockSound();
  }, [state]);

  return { state, toggle };
}

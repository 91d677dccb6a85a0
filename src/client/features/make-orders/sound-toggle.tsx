import { Volume2, VolumeX } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { useSoundSetting } from './use-sound-setting';

const LABELS = { on: 'Sound on', 'needs-tap': 'Tap to enable sound', off: 'Sound off' };

/** The chime's toggle: says whether sound is on, off, or waiting for the tap browsers require. */
export function SoundToggle() {
  const { state, toggle } = useSoundSetting();
  return (
    <Button
      variant={state === 'needs-tap' ? 'warning' : 'outline'}
      size="sm"
      onClick={toggle}
      aria-pressed={state === 'on'}
      data-sound={state}
      title={state === 'on' ? 'Turn the new-order chime off' : 'Turn the new-order chime on'}
    >
      {state === 'off' ? (
        <VolumeX className="size-4" aria-hidden />
      ) : (
        <Volume2 className="size-4" aria-hidden />
      )}
      {LABELS[state]}
    </Button>
  );
}

import type { CupPrice } from '@shared/catalogue-types';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Spinner } from '../../components/ui/spinner';
import { formatDollars } from '../../lib/money';

interface CupSizeButtonProps {
  cup: CupPrice;
  /**
   * Adds the drink (resolves when the server has answered), or opens the dialog for it;
   * `fromKeyboard` when pressed with Enter or Space.
   */
  onPress: (fromKeyboard: boolean) => Promise<void> | void;
  /** The press opens the order dialog instead of adding at once. */
  opensDialog: boolean;
  /** The drink cannot be sold in this cup now (sold out): shown, not pressable. */
  soldOut?: boolean;
}

/** '16 oz $4.65': one tap adds the drink in that cup. Taps may overlap: each is its own request. */
export function CupSizeButton({ cup, onPress, opensDialog, soldOut = false }: CupSizeButtonProps) {
  const [pending, setPending] = useState(0);
  const press = async (fromKeyboard: boolean) => {
    setPending((n) => n + 1);
    try {
      await onPress(fromKeyboard);
    } finally {
      setPending((n) => n - 1);
    }
  };
  return (
    <button
      type="button"
      // A click made by Enter or Space counts no pointer clicks (detail 0).
      onClick={(event) => void press(event.detail === 0)}
      disabled={soldOut}
      data-size-button
      aria-haspopup={opensDialog ? 'dialog' : undefined}
      className="flex min-h-12 min-w-0 flex-1 cursor-pointer flex-wrap items-center justify-center gap-x-1.5 rounded-lg border border-teal-200 bg-teal-50 px-2 text-sm whitespace-nowrap text-teal-950 tabular-nums transition-colors hover:bg-teal-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700 active:bg-teal-200 disabled:cursor-not-allowed disabled:border-slate-200 disabled:bg-slate-100 disabled:text-slate-600"
    >
      {pending > 0 ? (
        <Spinner className="size-4" label="Adding" />
      ) : (
        !soldOut && <Plus className="size-4" aria-hidden />
      )}
      <span>{cup.size.display}</span>{' '}
      <span className="font-bold">{soldOut ? 'Sold out' : formatDollars(cup.price)}</span>
    </button>
  );
}

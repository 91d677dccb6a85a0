import {
  useEffect,
  useId,
  useRef,
  useState,
  type Dispatch,
  type KeyboardEvent,
  type SetStateAction,
} from 'react';
import type { OrderNameChoice } from './checkout-api';
import type { OrderNames } from './use-order-names';
import { usePrefilledName } from './use-prefilled-name';
import { focusIfIdle } from '../../lib/focus-if-idle';

const SUGGESTIONS = 8;

/**
 * The order name picker's state: what is typed, the suggestions popup and its highlighted option,
 * the folded list, and the choices that fill the name in (a suggestion, a list name, the next free).
 */
export function useOrderNamePicker(
  names: OrderNames,
  value: string,
  onChange: (name: string) => void,
  autoFocus: boolean,
) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState<string | null>(null);
  const [popup, setPopup] = useState(false);
  const [active, setActive] = useState(-1);
  const [listOpen, setListOpen] = useState(false);
  const touch = usePrefilledName(names, value, onChange, input);

  useEffect(() => {
    if (autoFocus) focusIfIdle(input.current);
  }, [autoFocus]);

  const shown = (typed === null ? names.all : names.suggest(typed)).slice(0, SUGGESTIONS);
  const expanded = popup && shown.length > 0;

  const close = () => {
    setPopup(false);
    setActive(-1);
  };
  const choose = (choice: OrderNameChoice) => {
    touch();
    onChange(choice.name);
    setTyped(null);
  };
  const pick = (choice: OrderNameChoice) => {
    choose(choice);
    setListOpen(false);
    close();
    input.current?.focus();
  };
  const typeAName = () => {
    touch();
    onChange('');
    setTyped('');
    input.current?.focus();
  };
  const type = (text: string) => {
    touch();
    onChange(text);
    setTyped(text);
    setPopup(true);
    setActive(-1);
    setListOpen(false);
  };

  const onKeyDown = suggestionKeys({ shown, expanded, active, setPopup, setActive, pick, close });

  const chosen = names.match(value);
  return {
    id,
    input,
    shown,
    expanded,
    active,
    chosen,
    listOpen,
    setListOpen,
    close,
    choose,
    pick,
    typeAName,
    type,
    onKeyDown,
  };
}

/**
 * The type-ahead's keys: the arrows open the popup and move the highlight, Enter picks the
 * highlighted suggestion (else goes on to the form), Escape closes the popup.
 */
function suggestionKeys({
  shown,
  expanded,
  active,
  setPopup,
  setActive,
  pick,
  close,
}: {
  shown: OrderNameChoice[];
  expanded: boolean;
  active: number;
  setPopup: (open: boolean) => void;
  setActive: Dispatch<SetStateAction<number>>;
  pick: (choice: OrderNameChoice) => void;
  close: () => void;
}) {
  return (event: KeyboardEvent<HTMLInputElement>) => {
    const last = shown.length - 1;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!expanded) setPopup(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (!expanded ? 0 : Math.min(Math.max(i + step, 0), last)));
    } else if (event.key === 'Enter') {
      // A highlighted suggestion is picked; otherwise Enter goes on to the form.
      if (expanded && active >= 0 && shown[active]) {
        event.preventDefault();
        pick(shown[active]);
      } else close();
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      close();
    }
  };
}

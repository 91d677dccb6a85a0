import type { CSSProperties } from 'react';
import { Bounce, ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { useMediaQuery } from '../lib/use-media-query';

/**
 * Toasts are for errors and for other people's actions (success at the till is told in place, issue
 * 27), and they never cover a control:
 * - 1280 px and wider: bottom right, inside Take Order's order column track (max-w-7xl, px-6: its
 *   right 20rem), below the column, whose height stops 6rem above the screen's foot
 *   (current-order.tsx). 17rem wide, so it also stays right of Checkout's centred 42rem card.
 * - Narrower: in the page's flow under the navbar (app/layout.tsx), so a toast moves the page down
 *   instead of lying on the search box or 'Add Custom Order'.
 */
const BESIDE_THE_PAGE = {
  '--toastify-toast-width': '17rem',
  width: '17rem',
  right: 'calc(max(0px, (100vw - 80rem) / 2) + 1.5rem)',
  bottom: '0.5rem',
  padding: 0,
} as CSSProperties;
const IN_FLOW: CSSProperties = {
  position: 'relative',
  inset: 'auto',
  transform: 'none',
  width: '100%',
  margin: 0,
  padding: '0.5rem 1rem 0',
  zIndex: 1,
};

/** Where the page leaves room for a toast beside it. */
const ROOM_BESIDE = '(min-width: 80rem)';

/** One at a time: the place beside the page holds one toast; more wait their turn. */
const MOST_AT_ONCE = 1;

/** Where toasts appear; loaded with the first toast (lib/toast.ts). */
export function Toasts() {
  const wide = useMediaQuery(ROOM_BESIDE);
  return (
    <ToastContainer
      position={wide ? 'bottom-right' : 'top-center'}
      autoClose={5000}
      pauseOnHover
      pauseOnFocusLoss
      transition={Bounce}
      theme="light"
      style={wide ? BESIDE_THE_PAGE : IN_FLOW}
      limit={MOST_AT_ONCE}
    />
  );
}

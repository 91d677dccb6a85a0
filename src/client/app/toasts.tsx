import { Bounce, ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';

/**
 * Below the navbar (h-16, sticky) so that a toast never covers the cart, location or user buttons;
 * still the spec's top-right corner. On phones react-toastify puts the container at top 0: the
 * inline top wins over its stylesheet there too.
 */
const BELOW_NAVBAR = { top: 'calc(4rem + 0.5rem)' };

/** More wait their turn: a stack of quick adds stays above Take Order's 'Charge' button. */
const MOST_AT_ONCE = 3;

/** Where toasts appear; loaded with the first toast (lib/toast.ts). */
export function Toasts() {
  return (
    <ToastContainer
      position="top-right"
      autoClose={5000}
      pauseOnHover
      pauseOnFocusLoss
      transition={Bounce}
      theme="light"
      style={BELOW_NAVBAR}
      limit={MOST_AT_ONCE}
    />
  );
}

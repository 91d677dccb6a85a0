import { Bounce, ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';

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
    />
  );
}

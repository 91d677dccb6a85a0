import { Bounce, ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';

/** Where toasts appear; loaded on sign-in, as only signed-in screens raise toasts. */
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

import { useEffect, useState } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { Bounce, ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import '@shared/validation';
import { startSession } from '../lib/state/session-thunks';
import { createRouter } from './router';
import { store } from './store';

/** The start-up check runs once per page load. */
let sessionStarted = false;

export function App() {
  const [router] = useState(createRouter);
  useEffect(() => {
    if (sessionStarted) return;
    sessionStarted = true;
    void startSession(store.dispatch);
  }, []);

  return (
    <Provider store={store}>
      <RouterProvider router={router} />
      <ToastContainer
        position="top-right"
        autoClose={5000}
        pauseOnHover
        pauseOnFocusLoss
        transition={Bounce}
        theme="light"
      />
    </Provider>
  );
}

// The words for a request that got no answer (http/network-failure.ts tells one), kept out of the
// sign-in page's first load.

/** What a screen whose data could not load says while the device is offline. */
export const OFFLINE_RELOAD_TEXT =
  'You are offline: this screen will reload when the connection returns.';

/** What an action whose request got no answer says. */
export const OFFLINE_ACTION_TEXT =
  'You are offline: this was not sent. Try again when the connection returns.';

import { createAction } from '@reduxjs/toolkit';

/** Dispatched by the base query when a refresh fails: the session is over. */
export const sessionExpired = createAction('session/expired');

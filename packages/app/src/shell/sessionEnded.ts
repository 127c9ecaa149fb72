import { createStore } from './sessionStore';

/** Whether the session at the identity service has ended (a refresh was refused); it does not come back by itself. */
export const sessionEndedStore = createStore<boolean>(false);

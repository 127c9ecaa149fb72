import { createStore } from './sessionStore';

/** The guard's failure message (requirements §4 "show the error"), shown on /login. */
export const guardErrorStore = createStore<string | null>(null);

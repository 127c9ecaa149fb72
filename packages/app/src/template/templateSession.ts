import type { AppRoute, TemplateUserInfo } from '@waldmonitor/ui/model';
import { createStore } from '../shell/sessionStore';

/** The template part's signed-in user: its own session beside the product's, never shared. */
export interface TemplateSession {
  /** The token the session was built for; another token (a new sign-in) builds a new one. */
  token: string;
  info: TemplateUserInfo;
  /** requirements §4/§6: the template routes the user's roles may open. */
  routes: AppRoute[];
}

export const templateSessionStore = createStore<TemplateSession | null>(null);

/** Why the guard sent the person to the template sign-in: the message and the API's code. */
export interface TemplateGuardFailure {
  message: string;
  code?: number;
}

export const templateFailureStore = createStore<TemplateGuardFailure | null>(null);

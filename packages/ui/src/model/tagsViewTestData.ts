// Route inputs and expected tags shared by the tags view's tests.
import {
  createTagsViewState,
  tagKey,
  visitView,
  type TagView,
  type TagViewInput,
  type TagsViewState,
} from './tagsView';

export const dashboard: TagViewInput = {
  path: '/dashboard',
  title: 'Dashboard',
  name: 'Dashboard',
  affix: true,
  noCache: true,
  viewParams: ['bereich', 'id'],
};
export const gis: TagViewInput = { path: '/gis/index', title: 'GIS', name: 'Gis', viewParams: ['karte'] };
export const users: TagViewInput = { path: '/users/index', title: 'Nutzer', name: 'Users' };
export const user12: TagViewInput = { path: '/users/12', title: 'Nutzerdetails', name: 'UserDetail' };
export const user13: TagViewInput = { path: '/users/13', title: 'Nutzerdetails', name: 'UserDetail' };

/** The expected tag for an input, as the reducer stores it. */
export function tag(input: TagViewInput, refreshCount = 0): TagView {
  const query = input.query ? (input.query.startsWith('?') ? input.query : `?${input.query}`) : '';
  return {
    key: tagKey(input.path, query, input.viewParams),
    path: input.path,
    query,
    title: input.title,
    ...(input.name ? { name: input.name } : {}),
    affix: input.affix ?? false,
    noCache: input.noCache ?? false,
    refreshCount,
    ...(input.viewParams ? { viewParams: input.viewParams } : {}),
  };
}

export function visitAll(state: TagsViewState, inputs: TagViewInput[]): TagsViewState {
  return inputs.reduce(visitView, state);
}

export const start = () => createTagsViewState({ affixViews: [dashboard] });

import { describe, expect, it } from 'vitest';
import { parseSpecRpcNames, parseSpecTableCalls, parseSpecTemplateCalls } from './specCalls';

const text = [
  '## 6. Roles',
  '- a_not_in_section7',
  '## 7. The calls it makes',
  '### Data service remote procedures (all POST /rpc/{name}), payload fields only',
  '- a_get_all_clients; a_get_users_from_client {client_id}',
  '- a_connect_user_to_client and a_disconnect_user_from_client {username}; a_get_all_clients',
  '### Table calls',
  '| Method and path | Payload |',
  '|---|---|',
  '| GET /mappoint?karte_id=eq.{id}&order=nr.asc | |',
  '| GET /kaeferarten, GET /kaeferarten?id=eq.{id} | |',
  '| GET views /drae_einmessung_uebersicht, /drae_laenge_nach_erfq | |',
  '### Template mock API',
  '- POST /vue-element-admin/user/login {username}; POST /vue-element-admin/user/logout.',
  '- PUT and DELETE /vue-element-admin/role/{id} return status success.',
  '## 8. Error catalogue',
  '- a_not_in_section7_either; GET /ignored',
].join('\n');

describe('spec parsing', () => {
  it('reads the remote procedure names of §7 once each, in order', () => {
    expect(parseSpecRpcNames(text)).toEqual([
      'a_get_all_clients',
      'a_get_users_from_client',
      'a_connect_user_to_client',
      'a_disconnect_user_from_client',
    ]);
  });

  it('reads the table calls, carrying the method over comma-separated paths', () => {
    expect(parseSpecTableCalls(text)).toEqual([
      { method: 'GET', path: '/mappoint', filter: 'karte_id=eq.{id}&order=nr.asc' },
      { method: 'GET', path: '/kaeferarten', filter: '' },
      { method: 'GET', path: '/kaeferarten', filter: 'id=eq.{id}' },
      { method: 'GET', path: '/drae_einmessung_uebersicht', filter: '' },
      { method: 'GET', path: '/drae_laenge_nach_erfq', filter: '' },
    ]);
  });

  it('reads the template calls, splitting "PUT and DELETE"', () => {
    expect(parseSpecTemplateCalls(text)).toEqual([
      { method: 'POST', path: '/vue-element-admin/user/login' },
      { method: 'POST', path: '/vue-element-admin/user/logout' },
      { method: 'PUT', path: '/vue-element-admin/role/{id}' },
      { method: 'DELETE', path: '/vue-element-admin/role/{id}' },
    ]);
  });

  it('fails loudly when §7 is missing', () => {
    expect(() => parseSpecRpcNames('## 1. Other')).toThrow('spec section not found');
  });
});

import { RolesScreen } from '@waldmonitor/ui/template';
import { allQueries, mapQuery, type TemplateRole } from '@waldmonitor/ui/model';
import useSWR from 'swr';
import { useTemplateApi } from '../../../templateApi';
import { swrQuery } from '../../swrQuery';

/**
 * /template/permission/role (admin): the roles of GET /roles, changed through POST /role
 * (the template API's random key 300–5000 becomes the new row's key), PUT and DELETE /role/{key}.
 * The mock keeps no roles, so the list here is changed in place, as the template does.
 */
export function TemplatePermissionRolePage() {
  const api = useTemplateApi();
  const roles = useSWR('template/roles', () => api.getRoles());
  const routes = useSWR('template/routes', () => api.getRoutes());
  const change = (next: (list: TemplateRole[]) => TemplateRole[]) =>
    roles.mutate((list) => next(list ?? []), { revalidate: false });

  return (
    <RolesScreen
      roles={mapQuery(allQueries([swrQuery(roles), swrQuery(routes)]), ([list, entries]) => ({
        roles: list,
        routes: entries,
      }))}
      onCreate={async (input) => {
        const { key } = await api.addRole(input);
        await change((list) => [...list, { ...input, key: String(key) }]);
      }}
      onUpdate={async (key, input) => {
        await api.updateRole(key, input);
        await change((list) => list.map((role) => (role.key === key ? { ...input, key } : role)));
      }}
      onDelete={async (key) => {
        await api.deleteRole(key);
        await change((list) => list.filter((role) => role.key !== key));
      }}
    />
  );
}

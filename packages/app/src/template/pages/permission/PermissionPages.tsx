import { DirectiveScreen, PermissionScreen } from '@waldmonitor/ui/template';
import { SWITCHABLE_ROLES, TEMPLATE_ROUTES, landingAfterRoleSwitch, menuFor } from '@waldmonitor/ui/model';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSwitchTemplateRole, useTemplateUser } from '../useTemplateUser';

/**
 * The role switch of both permission demos. After it, the page stays when the new roles
 * may still open it; otherwise it goes to one they may (the template's demo went to a
 * route that did not exist).
 */
function useRoleSwitch() {
  const switchRole = useSwitchTemplateRole();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return async (role: string) => {
    const roles = await switchRole(role).catch(() => null);
    if (!roles) return;
    const target = landingAfterRoleSwitch(TEMPLATE_ROUTES, roles, pathname);
    if (target !== pathname) navigate(target, { replace: true });
  };
}

/** /template/permission/page (admin). */
export function TemplatePermissionPage() {
  const user = useTemplateUser();
  const onSwitchRole = useRoleSwitch();
  const roles = user?.roles ?? [];
  return (
    <PermissionScreen
      roles={roles}
      choices={SWITCHABLE_ROLES}
      menu={menuFor(TEMPLATE_ROUTES, roles)}
      onSwitchRole={onSwitchRole}
    />
  );
}

/** /template/permission/directive (admin, editor). */
export function TemplatePermissionDirectivePage() {
  const user = useTemplateUser();
  const onSwitchRole = useRoleSwitch();
  return <DirectiveScreen roles={user?.roles ?? []} choices={SWITCHABLE_ROLES} onSwitchRole={onSwitchRole} />;
}

import { useState } from 'react';
import type { TemplateRole, TemplateRouteEntry } from '../../model/entities';
import type { TemplateRoleInput } from '../../model/contract/templateApi';
import { Button } from '../../primitives/Button';
import { ConfirmDialog } from '../../primitives/ConfirmDialog';
import { Inline } from '../../primitives/Inline';
import type { QueryState } from '../../model/queryState';
import { Page } from '../../primitives/Page';
import { Table, type Column } from '../../primitives/Table';
import { RoleDialog } from './RoleDialog';

export interface RolesScreenProps {
  /** The roles and every template route (for the menus tree), as one read. */
  roles: QueryState<{ roles: readonly TemplateRole[]; routes: readonly TemplateRouteEntry[] }>;
  /** POST /role: the template API answers a random key 300–5000 (requirements §7). */
  onCreate: (input: TemplateRoleInput) => Promise<unknown>;
  onUpdate: (key: string, input: TemplateRoleInput) => Promise<unknown>;
  onDelete: (key: string) => Promise<unknown>;
}

type Editing = { role: TemplateRole | null } | null;

/** The template's role permission page: the roles, and create, edit and delete with a menus tree. */
export function RolesScreen({ roles: read, onCreate, onUpdate, onDelete }: RolesScreenProps) {
  const roles = read.data?.roles ?? [];
  const routes = read.data?.routes ?? [];
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<TemplateRole | null>(null);

  const columns: Column<TemplateRole>[] = [
    { key: 'key', header: 'Role Key', cell: (role) => role.key, width: '8rem' },
    { key: 'name', header: 'Role Name', cell: (role) => role.name, width: '10rem' },
    { key: 'description', header: 'Description', cell: (role) => role.description },
    {
      key: 'operations',
      header: 'Operations',
      width: '12rem',
      cell: (role) => (
        <Inline gap={1}>
          <Button size="sm" variant="secondary" aria-label={`Edit ${role.name}`} onClick={() => setEditing({ role })}>
            Edit
          </Button>
          <Button size="sm" variant="danger" aria-label={`Delete ${role.name}`} onClick={() => setDeleting(role)}>
            Delete
          </Button>
        </Inline>
      ),
    },
  ];

  return (
    <Page
      title="Role Permission"
      actions={
        <Button icon="plus" onClick={() => setEditing({ role: null })}>
          New Role
        </Button>
      }
    >
      <Table
        aria-label="Roles"
        columns={columns}
        rows={roles}
        getRowId={(role) => role.key}
        query={read}
        emptyMessage="No roles yet."
        minWidth="40rem"
      />
      {editing ? (
        <RoleDialog
          key={editing.role?.key ?? 'new'}
          isOpen
          onOpenChange={(isOpen) => (isOpen ? undefined : setEditing(null))}
          role={editing.role}
          routes={routes}
          onSave={(input) => (editing.role ? onUpdate(editing.role.key, input) : onCreate(input))}
        />
      ) : null}
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(isOpen) => (isOpen ? undefined : setDeleting(null))}
        title="Warning"
        message={`Confirm to remove the role ${deleting?.name ?? ''}?`}
        confirmLabel="Confirm"
        cancelLabel="Cancel"
        tone="danger"
        onConfirm={async () => {
          if (deleting) await onDelete(deleting.key);
        }}
      />
    </Page>
  );
}

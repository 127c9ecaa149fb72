import { useMemo, useState } from 'react';
import type { TemplateRole, TemplateRouteEntry } from '../../model/entities';
import { checkedPathsOf, routeTree, routesForPaths } from '../../model/template/roleTree';
import type { TemplateRoleInput } from '../../model/contract/templateApi';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { Stack } from '../../primitives/Stack';
import { TextField } from '../../primitives/TextField';
import { Textarea } from '../../primitives/Textarea';
import { RouteTree } from './RouteTree';

export interface RoleDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The role to edit; none to create one. */
  role: TemplateRole | null;
  /** Every route of the template (GET /routes). */
  routes: readonly TemplateRouteEntry[];
  /** Resolves when saved; a rejection keeps the dialog open (the API has shown its message). */
  onSave: (input: TemplateRoleInput) => Promise<unknown>;
}

/** Create or edit a role: name, description and the menus as a checkbox tree (the template's role dialog). */
export function RoleDialog({ isOpen, onOpenChange, role, routes, onSave }: RoleDialogProps) {
  const tree = useMemo(() => routeTree(routes), [routes]);
  const [name, setName] = useState(role?.name ?? '');
  const [description, setDescription] = useState(role?.description ?? '');
  const [checked, setChecked] = useState(() => checkedPathsOf(role?.routes ?? [], tree));
  const [nameError, setNameError] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);

  const save = async () => {
    if (name.trim() === '') {
      setNameError('Role name is required.');
      return;
    }
    setSaving(true);
    try {
      await onSave({ name: name.trim(), description, routes: routesForPaths(routes, checked) });
      onOpenChange(false);
    } catch {
      // The template API has shown the failure; what was typed stays.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={!isSaving}
      title={role ? 'Edit Role' : 'New Role'}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={isSaving}>
            Cancel
          </Button>
          <Button onClick={save}>Confirm</Button>
        </>
      }
    >
      <Stack gap={3}>
        <TextField
          label="Name"
          value={name}
          isRequired
          error={nameError}
          onChange={(value) => {
            setName(value);
            setNameError(null);
          }}
        />
        <Textarea label="Description" value={description} onChange={setDescription} rows={2} />
        <div role="group" aria-label="Menus">
          <RouteTree nodes={tree} checked={checked} onChange={setChecked} />
        </div>
      </Stack>
    </Dialog>
  );
}

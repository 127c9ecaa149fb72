import { useId, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import type { ServiceProblem } from '../../model/contract/errors';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import type { IconName } from '../../primitives/Icon';
import { space } from '../../theme';
import { FormError } from '../FormError';

export interface FormDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  description?: ReactNode;
  /** The submit button's text, e.g. "Kunde anlegen". */
  submitLabel: string;
  submitIcon?: IconName;
  /** While the form is sent, the dialog cannot be dismissed and the buttons are busy. */
  isPending: boolean;
  /** Nothing can be sent yet (the dialog says why above the fields). */
  isSubmitDisabled?: boolean;
  /** The form's `handleSubmit` (useForm). */
  onSubmit: (event?: FormEvent) => void;
  /** What did not happen, shown above the fields with the service's answer. */
  failureTitle: string;
  submitError: ServiceProblem | null;
  /** Two columns for a form of many short fields; a child spans both inside `FormDialogWide`. */
  columns?: 1 | 2;
  children: ReactNode;
}

/** A dialog around one form: cancel and submit in the footer, the service's answer at the top. */
export function FormDialog({
  isOpen,
  onOpenChange,
  title,
  description,
  submitLabel,
  submitIcon = 'plus',
  isPending,
  isSubmitDisabled = false,
  onSubmit,
  failureTitle,
  submitError,
  columns = 1,
  children,
}: FormDialogProps) {
  const formId = useId();
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      isDismissable={!isPending}
      footer={
        <>
          <Button disabled={isPending} onClick={() => onOpenChange(false)}>
            Abbrechen
          </Button>
          <Button
            type="submit"
            form={formId}
            variant="primary"
            icon={submitIcon}
            isLoading={isPending}
            disabled={isSubmitDisabled}
          >
            {submitLabel}
          </Button>
        </>
      }
    >
      <Form id={formId} noValidate onSubmit={onSubmit} $columns={columns}>
        <FormError title={failureTitle} problem={submitError} />
        {children}
      </Form>
    </Dialog>
  );
}

const Form = styled.form<{ $columns: 1 | 2 }>`
  display: grid;
  grid-template-columns: ${({ $columns }) => ($columns === 2 ? 'repeat(2, minmax(0, 1fr))' : 'minmax(0, 1fr)')};
  gap: ${({ $columns }) => ($columns === 2 ? `${space[3]} ${space[4]}` : space[4])};
`;

/** A field across both columns of a two-column form. */
export const FormDialogWide = styled.div`
  grid-column: 1 / -1;
`;

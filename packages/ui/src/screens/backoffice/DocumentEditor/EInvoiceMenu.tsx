import { useState } from 'react';
import { E_INVOICE_FORMS, type EInvoiceForm } from '../../../model/billing/einvoice';
import { Button } from '../../../primitives/Button';
import { DropdownMenu } from '../../../primitives/DropdownMenu';

export interface EInvoiceMenuProps {
  /** The client's own form, first in the menu and named so. */
  preferred: EInvoiceForm;
  /** Writes and downloads the invoice in `form`; shows its own failure. */
  onDownload: (form: EInvoiceForm) => unknown;
}

/**
 * "E-Rechnung": the invoice as hybrid PDF or as XRechnung in either syntax, the client's own
 * form first. While one is being written (the hybrid PDF takes a second) the button waits and
 * a second choice is not taken.
 */
export function EInvoiceMenu({ preferred, onDownload }: EInvoiceMenuProps) {
  const [isWriting, setWriting] = useState(false);
  const download = async (form: EInvoiceForm) => {
    if (isWriting) return;
    setWriting(true);
    try {
      await onDownload(form);
    } finally {
      setWriting(false);
    }
  };
  const forms = [preferred, ...(Object.keys(E_INVOICE_FORMS) as EInvoiceForm[]).filter((form) => form !== preferred)];
  return (
    <DropdownMenu
      trigger={
        <Button icon="download" isLoading={isWriting}>
          E-Rechnung
        </Button>
      }
      items={forms.map((form) => ({
        label: form === preferred ? `${E_INVOICE_FORMS[form]} – Format des Kunden` : E_INVOICE_FORMS[form],
        icon: 'download',
        onSelect: () => void download(form),
      }))}
    />
  );
}

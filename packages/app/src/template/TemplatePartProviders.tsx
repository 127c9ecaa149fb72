import { ChromeLocaleProvider, MessageProvider } from '@waldmonitor/ui';
import { TemplateApiProvider, type TemplateApiProviderProps } from '../templateApi';

/**
 * What every page of the template part sits in: English chrome, its own messages and the
 * template API. The part has its own MessageProvider because the app's one renders its toasts
 * in the product's German chrome: a failed template sign-in read "Fehler: Account and password
 * are incorrect." Here the toast reads "Error: …" and its close button "Dismiss message".
 */
export function TemplatePartProviders({ children, ...api }: TemplateApiProviderProps) {
  return (
    <ChromeLocaleProvider locale="en">
      <MessageProvider>
        <TemplateApiProvider {...api}>{children}</TemplateApiProvider>
      </MessageProvider>
    </ChromeLocaleProvider>
  );
}

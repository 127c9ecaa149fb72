import { ChromeLocaleProvider } from '@waldmonitor/ui';
import { TemplateSignIn, type TemplateSignInCredentials } from '@waldmonitor/ui/template';
import { LOGOUT_CODES, pageTitle } from '@waldmonitor/ui/model';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ConfirmLogout, useTemplateApi } from '../templateApi';
import { templateTokenStorage } from '../templateApi/templateToken';
import { templateRedirectPath } from './templateGuard';
import { templateFailureStore, templateSessionStore } from './templateSession';

export interface TemplateLoginRouteProps {
  productName: string;
}

/**
 * /template/login: the template part's own sign-in against the template mock API. Its
 * token goes under its own key; the product's sign-in is not touched (requirements §7, §8).
 */
export function TemplateLoginRoute({ productName }: TemplateLoginRouteProps) {
  const api = useTemplateApi();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // The guard's failure that brought the person here, taken once.
  const [failure] = useState(() => templateFailureStore.get());
  const [error, setError] = useState(failure?.message);
  const [isSubmitting, setSubmitting] = useState(false);
  // requirements §8: 50008, 50012 and 50014 ask whether to log in again.
  const [isLogoutOpen, setLogoutOpen] = useState(failure?.code !== undefined && LOGOUT_CODES.includes(failure.code));

  useEffect(() => {
    templateFailureStore.set(null);
    document.title = pageTitle('Login', productName);
  }, [productName]);

  const signIn = async ({ username, password }: TemplateSignInCredentials) => {
    setSubmitting(true);
    setError(undefined);
    try {
      const { token } = await api.login(username, password);
      templateTokenStorage.set(token);
      templateSessionStore.set(null);
      navigate(templateRedirectPath(params.get('redirect'), window.location.origin), { replace: true });
    } catch (failed) {
      // The API client has shown the message for 5 s too (requirements §8); it stays at the form.
      setError(failed instanceof Error ? failed.message : String(failed));
      setSubmitting(false);
    }
  };

  return (
    <ChromeLocaleProvider locale="en">
      <TemplateSignIn error={error} isSubmitting={isSubmitting} onSubmit={(credentials) => void signIn(credentials)} />
      <ConfirmLogout
        isOpen={isLogoutOpen}
        onOpenChange={setLogoutOpen}
        onReLogin={() => {
          templateTokenStorage.clear();
          window.location.reload();
        }}
      />
    </ChromeLocaleProvider>
  );
}

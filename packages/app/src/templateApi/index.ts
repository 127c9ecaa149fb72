export { ConfirmLogout, type ConfirmLogoutProps } from './ConfirmLogout';
export { TemplateApiProvider, useTemplateApi, type TemplateApiProviderProps } from './TemplateApiProvider';
export {
  TemplateApiError,
  createTemplateClient,
  type TemplateClient,
  type TemplateClientOptions,
} from './templateClient';

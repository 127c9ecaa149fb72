export {
  MIN_PASSWORD_LENGTH,
  TEMPLATE_SIGN_IN_LABELS,
  TemplateSignIn,
  type TemplateSignInCredentials,
  type TemplateSignInLabels,
  type TemplateSignInProps,
} from './TemplateSignIn';

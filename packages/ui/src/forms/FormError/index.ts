export { FormError, type FormErrorProps, type SaveFailure } from './FormError';

export { DemoSignIn, type DemoSignInProps, type DemoUser } from './DemoSignIn';

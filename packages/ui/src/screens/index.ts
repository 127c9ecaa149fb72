export * from './auth/DemoSignIn';
export * from './auth/StartupError';
export * from './dashboard/Dashboard';

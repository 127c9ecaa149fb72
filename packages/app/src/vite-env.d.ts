/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** 'false' builds without the demo (no msw, no seed dataset in the bundle). */
  readonly VITE_WITH_DEMO?: string;
}

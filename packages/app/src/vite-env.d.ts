/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** 'false' builds without the demo (no msw, no seed dataset in the bundle). */
  readonly VITE_WITH_DEMO?: string;
}

/** The demo database's snapshot and its schema cache (packages/dataservice/src/pglite/demoSnapshotPlugin.ts). */
declare module 'virtual:waldmonitor/demo-snapshot' {
  const url: string;
  export default url;
  export const schemaCacheUrl: string;
}

/** The demo's first answers to the landing pages' reads (packages/app/src/demo/firstAnswersPlugin.ts). */
declare module 'virtual:waldmonitor/demo-first-answers' {
  const url: string;
  export default url;
}

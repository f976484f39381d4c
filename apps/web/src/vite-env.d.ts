/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base address of the API, '/api' when unset. */
  readonly VITE_API_BASE_URL?: string;
  /** This build's id (vite.config.ts), compared with /version.json to notice a newer build. */
  readonly VITE_BUILD_ID: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

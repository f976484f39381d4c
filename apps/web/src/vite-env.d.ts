/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base address of the API, '/api' when unset. */
  readonly VITE_API_BASE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

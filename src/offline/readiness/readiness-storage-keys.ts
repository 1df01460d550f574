// Where the device's offline readiness is kept (src/offline/readiness/readiness-state.ts). A module
// of its own, free of imports, so the benchmark reads the same key from Node.

/** The readiness of this device for the person last prepared for (localStorage). */
export const READINESS_STORAGE_KEY = 'bottega-del-bun:offline-readiness';
/** Set when the visitor asked for offline use on this device ('Scarica il catalogo …'). */
export const OFFLINE_REQUESTED_STORAGE_KEY = 'bottega-del-bun:offline-requested';

// Shared by the page and the service worker (no imports: the worker bundles it as it is).

/** The Background Sync tag the page registers when an order is queued. */
export const OUTBOX_SYNC_TAG = 'bottega-del-bun:order-outbox';

/** What the worker posts to open windows when the browser fires that sync. */
export const OUTBOX_SEND_MESSAGE = 'bottega-del-bun:send-outbox';

/** What `requestOutboxSend` dispatches on `window` for this tab's sender. */
export const OUTBOX_QUEUED_EVENT = 'bottega-del-bun:outbox-queued';

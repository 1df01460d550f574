import type { RequestIdentity } from '../db/request-scope.ts';
import type { Database } from '../db/types.ts';
import { type ResolvedBinding, tableKey } from './binding-resolver.ts';
import { type CapturedChange, prepareChange } from './captured-change.ts';
import { buildChangeData, type ChangeData, noPrimaryKeyData } from './change-payload.ts';
import {
  deletedRowVisible,
  insertedOrUpdatedRowVisible,
  loadSelectPolicies,
  type SelectPolicy,
} from './row-visibility.ts';
import { loadTableMetadata, primaryKeyColumns, type TableMetadata } from './table-metadata.ts';

/** A joined channel with postgres_changes bindings, as change delivery sees it. */
export interface ChangeSubscriber {
  readonly topic: string;
  /** Who the channel acts as now (its join token, or the latest `access_token`). */
  readonly identity: RequestIdentity;
  readonly bindings: readonly ResolvedBinding[];
  push(event: string, payload: unknown): void;
}

interface Candidate {
  subscriber: ChangeSubscriber;
  binding: ResolvedBinding;
  identity: RequestIdentity;
}

function identityKey(identity: RequestIdentity): string {
  return JSON.stringify([identity.role, identity.claims]);
}

function candidatesFor(change: CapturedChange, subscribers: Iterable<ChangeSubscriber>) {
  const key = tableKey(change.schema, change.table);
  const candidates: Candidate[] = [];
  for (const subscriber of subscribers) {
    const identity = subscriber.identity;
    for (const binding of subscriber.bindings) {
      const event = binding.params.event;
      if (binding.tables.has(key) && (event === '*' || event === change.type)) {
        candidates.push({ subscriber, binding, identity });
      }
    }
  }
  return candidates;
}

/** Sends one message per channel and payload, listing every binding id it answers. */
function send(deliveries: { candidate: Candidate; data: ChangeData; payloadKey: string }[]) {
  const messages = new Map<ChangeSubscriber, Map<string, { data: ChangeData; ids: Set<number> }>>();
  for (const { candidate, data, payloadKey } of deliveries) {
    const byPayload = messages.get(candidate.subscriber) ?? new Map();
    messages.set(candidate.subscriber, byPayload);
    const message = byPayload.get(payloadKey) ?? { data, ids: new Set<number>() };
    byPayload.set(payloadKey, message);
    message.ids.add(candidate.binding.id);
  }
  for (const [subscriber, byPayload] of messages) {
    for (const { data, ids } of byPayload.values()) {
      subscriber.push('postgres_changes', { ids: [...ids], data });
    }
  }
}

async function visibilityByIdentity(
  db: Database,
  metadata: TableMetadata,
  change: CapturedChange,
  candidates: Candidate[],
  rows: { record: Record<string, unknown> | null; oldRecord: Record<string, unknown> | null },
): Promise<Map<string, boolean>> {
  const verdicts = new Map<string, boolean>();
  let policies: SelectPolicy[] | undefined;
  for (const { identity } of candidates) {
    const key = identityKey(identity);
    if (verdicts.has(key)) continue;
    if (change.type === 'DELETE') {
      policies ??= await loadSelectPolicies(db, metadata);
      verdicts.set(
        key,
        rows.oldRecord !== null &&
          (await deletedRowVisible(db, identity, metadata, policies, rows.oldRecord)),
      );
    } else {
      verdicts.set(
        key,
        rows.record !== null &&
          (await insertedOrUpdatedRowVisible(db, identity, metadata, rows.record)),
      );
    }
  }
  return verdicts;
}

/**
 * Delivers one captured change to the channels whose bindings want it and whose identity may
 * read the row. Every frame for the change goes out in the same tick, after all checks: a
 * client that has seen any later frame on its socket has seen this change's too.
 */
export async function deliverChange(
  db: Database,
  change: CapturedChange,
  subscribers: Iterable<ChangeSubscriber>,
): Promise<void> {
  const candidates = candidatesFor(change, subscribers);
  if (candidates.length === 0) return;
  const metadata = await loadTableMetadata(db, change.schema, change.table);
  if (!metadata) return;

  if (primaryKeyColumns(metadata).length === 0 && change.type !== 'DELETE') {
    const data = noPrimaryKeyData(change);
    send(
      candidates
        .filter(({ identity }) => metadata.columns.some((c) => c.selectableBy[identity.role]))
        .map((candidate) => ({ candidate, data, payloadKey: 'no-primary-key' })),
    );
    return;
  }

  const prepared = await prepareChange(
    db,
    metadata,
    change,
    candidates.map(({ binding }) => binding),
  );
  const passing = candidates.filter(({ binding }) => prepared.passes(binding));
  const verdicts = await visibilityByIdentity(db, metadata, change, passing, prepared);
  const built = new Map<string, ChangeData>();
  send(
    passing
      .filter(({ identity }) => verdicts.get(identityKey(identity)) === true)
      .map((candidate) => {
        const { role } = candidate.identity;
        const { select } = candidate.binding.params;
        const payloadKey = JSON.stringify([role, select]);
        const data =
          built.get(payloadKey) ?? buildChangeData(metadata, change, prepared, role, select);
        built.set(payloadKey, data);
        return { candidate, data, payloadKey };
      }),
  );
}

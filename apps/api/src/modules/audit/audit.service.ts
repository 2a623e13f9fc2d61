import { auditEvents, type Db } from '@stillpoint/db';
import type { Tx } from '../../lib/ordering.js';
import type { RequestMeta } from '../../lib/route.js';

export interface AuditEntry {
  actorUserId: number | null;
  action: string;
  targetType?: string;
  targetId?: number;
  clinicId?: number | null;
  meta?: Record<string, unknown>;
}

/** Records who did what to whom, when. Never put health data in `meta`. */
export function createAuditService(db: Db) {
  return {
    /** Records an event; given a transaction, the event commits (or not) with the change it tells of. */
    async record(entry: AuditEntry, request?: RequestMeta, tx?: Tx): Promise<void> {
      await (tx ?? db).insert(auditEvents).values({
        actorUserId: entry.actorUserId,
        action: entry.action,
        targetType: entry.targetType ?? null,
        targetId: entry.targetId ?? null,
        clinicId: entry.clinicId ?? null,
        meta: entry.meta ?? null,
        ip: request?.ip ?? null,
        requestId: request?.requestId ?? null,
      });
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;

import { table } from '../print-table.ts';
import type { LatencySummary } from './latency.ts';
import type { Verdict } from './verify.ts';

export interface LoadReport {
  measuredAt: string;
  durationSeconds: number;
  customers: { private: number; business: number };
  admins: number;
  faults: { at: number; what: string; recoveredMs: number }[];
  verdict: Verdict;
  realtime: { subscriber: string; expected: number; delivered: number }[];
  refusals: Record<string, number>;
  retriedErrors: { deadlocks: number; serialisationFailures: number };
  calls: LatencySummary[];
}

const mark = (ok: boolean) => (ok ? 'ok' : 'NO');

export function printLoadReport(report: LoadReport): void {
  const { verdict } = report;
  console.info(
    `\nCarico: ${report.durationSeconds} s, ${report.customers.private} privati e ${report.customers.business} ristoranti, ${report.admins} amministratori`,
  );
  console.info('\nGuasti');
  console.info(
    table(
      ['dopo s', 'guasto', 'ripreso in ms'],
      report.faults.map((fault) => [fault.at, fault.what, fault.recoveredMs]),
    ),
  );
  console.info('\nVerifiche');
  console.info(
    table(
      ['verifica', 'valore', 'atteso', ''],
      [
        ['ordini confermati ai clienti', verdict.acknowledged, '= salvati', ''],
        ['ordini salvati', verdict.stored, '', ''],
        ['confermati ma non salvati', verdict.lost, 0, mark(verdict.lost === 0)],
        [
          'salvati senza risposta al cliente',
          verdict.storedWithoutAnswer,
          0,
          mark(verdict.storedWithoutAnswer === 0),
        ],
        ['chiavi duplicate', verdict.duplicateKeys, 0, mark(verdict.duplicateKeys === 0)],
        [
          'scorta minima vista',
          verdict.lowestStockSeen,
          '>= 0',
          mark(verdict.lowestStockSeen >= 0),
        ],
        [
          'clienti oltre il limite di non pagati',
          verdict.unpaidAboveLimit,
          0,
          mark(verdict.unpaidAboveLimit === 0),
        ],
        [
          'deadlock nel log di PostgreSQL',
          verdict.deadlocksInLog,
          0,
          mark(verdict.deadlocksInLog === 0),
        ],
        [
          'deadlock / serializzazione ai client (ritentati)',
          `${report.retriedErrors.deadlocks} / ${report.retriedErrors.serialisationFailures}`,
          '0 persi',
          '',
        ],
        ['ordini fissi dovuti', verdict.standing.due, '', ''],
        ['  confermati', verdict.standing.placed, '', ''],
        ['  mancati e segnalati', verdict.standing.missed, '', ''],
        ['  altro esito segnalato', verdict.standing.otherOutcome, '', ''],
        ['  senza esito', verdict.standing.unreported, 0, mark(verdict.standing.unreported === 0)],
        [
          '  avvisi mancati (e-mail / campanella)',
          `${verdict.missedNotified.customerMails} / ${verdict.missedNotified.adminNotices}`,
          '= mancati',
          mark(
            verdict.missedNotified.customerMails === verdict.standing.missed &&
              verdict.missedNotified.adminNotices === verdict.standing.missed,
          ),
        ],
      ],
    ),
  );
  console.info('\nRealtime (nuovi ordini)');
  console.info(
    table(
      ['iscritto', 'attesi', 'ricevuti'],
      report.realtime.map((row) => [row.subscriber, row.expected, row.delivered]),
    ),
  );
  console.info('\nLatenze (ms)');
  console.info(
    table(
      ['chiamata', 'n', 'p50', 'p95', 'p99', 'errori'],
      report.calls.map((call) => [
        call.call,
        call.count,
        call.p50,
        call.p95,
        call.p99,
        Object.entries(call.errors)
          .map(([code, count]) => `${code}×${count}`)
          .join(' '),
      ]),
    ),
  );
  for (const deadlock of report.verdict.deadlockReports) {
    console.info('\nDeadlock nel log di PostgreSQL (bench/results/load-postgres.log)');
    console.info(deadlock);
  }
}

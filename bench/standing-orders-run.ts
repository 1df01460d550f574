/**
 * `npm run bench:standing-orders [-- --customers 500]`: a report, not a test. Times the
 * standing-order job (issue 23) for that many business customers on a throwaway PostgreSQL.
 * `npm run bench` runs the same measure with 500 customers.
 */
import { parseArgs } from 'node:util';
import { measureStandingOrderJob } from './standing-order-job.ts';

const { values } = parseArgs({ options: { customers: { type: 'string', default: '500' } } });
const result = await measureStandingOrderJob(Number(values.customers));
console.info(JSON.stringify(result, null, 2));

// The table of cart merge cases, run by the unit test against mergeCartLines and by the
// integration test (tests/integration/cart-sync) against public.merge_cart_lines, so the
// client's rule and the server's cannot drift apart. Test data only: nothing in the app
// imports it.
//
// Times are minutes relative to "now" (the server's clock); products are placeholders ('a',
// 'b', 'c') that the integration test maps to real products, bundles keep their line ids.

export type CaseProduct = 'a' | 'b' | 'c';

export interface CaseLine {
  line: CaseProduct | `bundle-${string}`;
  /** Absent for a removal. */
  quantity?: number;
  /** The products of a bundle line and their packs. */
  bundle?: { product: CaseProduct; quantity: number }[];
  minutes: number;
}

export interface CartMergeCase {
  name: string;
  device: CaseLine[];
  server: CaseLine[];
  /** Line → the surviving quantity, or 'removed'. */
  expected: Record<string, number | 'removed'>;
}

const bundleOne = [
  { product: 'a' as const, quantity: 3 },
  { product: 'b' as const, quantity: 2 },
];

export const cartMergeCases: CartMergeCase[] = [
  {
    name: 'a line only on the device is kept',
    device: [{ line: 'a', quantity: 2, minutes: -10 }],
    server: [],
    expected: { a: 2 },
  },
  {
    name: 'a line only on the server is kept',
    device: [],
    server: [{ line: 'b', quantity: 3, minutes: -10 }],
    expected: { b: 3 },
  },
  {
    name: 'concurrent edits: the device changed it later, its quantity wins',
    device: [{ line: 'a', quantity: 5, minutes: -5 }],
    server: [{ line: 'a', quantity: 2, minutes: -10 }],
    expected: { a: 5 },
  },
  {
    name: 'concurrent edits: the other device changed it later, the server quantity wins',
    device: [{ line: 'a', quantity: 5, minutes: -10 }],
    server: [{ line: 'a', quantity: 2, minutes: -5 }],
    expected: { a: 2 },
  },
  {
    name: 'removed on this device after an edit elsewhere: stays removed',
    device: [{ line: 'a', minutes: -3 }],
    server: [{ line: 'a', quantity: 2, minutes: -8 }],
    expected: { a: 'removed' },
  },
  {
    name: 'removed elsewhere: an older copy on this device does not bring it back',
    device: [{ line: 'a', quantity: 2, minutes: -20 }],
    server: [{ line: 'a', minutes: -4 }],
    expected: { a: 'removed' },
  },
  {
    name: 'edited elsewhere after this device removed it: the newer edit wins',
    device: [{ line: 'a', minutes: -9 }],
    server: [{ line: 'a', quantity: 7, minutes: -2 }],
    expected: { a: 7 },
  },
  {
    name: 're-added on this device after a removal elsewhere: it is back',
    device: [{ line: 'b', quantity: 4, minutes: -1 }],
    server: [{ line: 'b', minutes: -6 }],
    expected: { b: 4 },
  },
  {
    name: 'same moment: the removal beats the edit',
    device: [{ line: 'a', minutes: -5 }],
    server: [{ line: 'a', quantity: 2, minutes: -5 }],
    expected: { a: 'removed' },
  },
  {
    name: 'same moment, two quantities: the server copy stays',
    device: [{ line: 'a', quantity: 6, minutes: -5 }],
    server: [{ line: 'a', quantity: 2, minutes: -5 }],
    expected: { a: 2 },
  },
  {
    name: 'bundle lines follow the same rules as product lines',
    device: [
      { line: 'bundle-1700000000001', quantity: 2, bundle: bundleOne, minutes: -2 },
      { line: 'bundle-1700000000002', minutes: -3 },
    ],
    server: [
      { line: 'bundle-1700000000001', quantity: 1, bundle: bundleOne, minutes: -9 },
      { line: 'bundle-1700000000002', quantity: 1, bundle: bundleOne, minutes: -9 },
      { line: 'bundle-1700000000003', quantity: 1, bundle: bundleOne, minutes: -9 },
    ],
    expected: {
      'bundle-1700000000001': 2,
      'bundle-1700000000002': 'removed',
      'bundle-1700000000003': 1,
    },
  },
  {
    name: 'several lines at once, each on its own: nothing lost, nothing doubled',
    device: [
      { line: 'a', quantity: 1, minutes: -1 },
      { line: 'b', minutes: -1 },
      { line: 'c', quantity: 9, minutes: -30 },
    ],
    server: [
      { line: 'a', quantity: 4, minutes: -10 },
      { line: 'b', quantity: 4, minutes: -10 },
      { line: 'c', quantity: 3, minutes: -10 },
    ],
    expected: { a: 1, b: 'removed', c: 3 },
  },
  {
    name: 'clock skew: a device clock running ahead counts as now, so it beats an older edit',
    device: [{ line: 'a', quantity: 9, minutes: 120 }],
    server: [{ line: 'a', quantity: 3, minutes: -1 }],
    expected: { a: 9 },
  },
  {
    name: 'clock skew: a device clock running ahead cannot beat a change stored at now',
    device: [{ line: 'a', quantity: 9, minutes: 120 }],
    server: [{ line: 'a', quantity: 3, minutes: 60 }],
    expected: { a: 3 },
  },
];

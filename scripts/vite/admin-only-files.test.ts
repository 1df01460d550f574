import { describe, expect, it } from 'vitest';
import {
  accountFiles,
  adminOnlyFiles,
  type GraphChunk,
  type GraphModule,
  isAdminRouteModule,
  shopLaterFiles,
} from './admin-only-files';
import { isAccountRouteModule, isLaterModule } from './shop-later-modules';

const src = '/repo/src';
const module = (fields: Partial<GraphModule> = {}): GraphModule => ({
  isEntry: false,
  importedIds: [],
  dynamicallyImportedIds: [],
  dynamicImporters: [],
  ...fields,
});
const chunk = (fileName: string, fields: Partial<GraphChunk> = {}): GraphChunk => ({
  fileName,
  isEntry: false,
  facadeModuleId: null,
  moduleIds: [],
  imports: [],
  dynamicImports: [],
  ...fields,
});

// The shape TanStack Router's code splitting gives the build: the route tree in the entry holds
// every route's definition, each route's component is a lazy chunk, and libraries are shared.
const ids = {
  main: `${src}/main.tsx`,
  tree: `${src}/routeTree.gen.ts`,
  productsRoute: `${src}/routes/products.tsx`,
  productsPage: `${src}/routes/products.tsx?tsr-split=component`,
  adminRoute: `${src}/routes/admin.tsx`,
  adminPage: `${src}/routes/admin/index.tsx?tsr-split=component`,
  adminGuard: `${src}/features/auth/admin-guard.ts`,
  chart: `${src}/features/back-office/dashboard/revenue-chart.tsx`,
  button: '/repo/node_modules/ui/button.js',
};
const modules = new Map<string, GraphModule>([
  [ids.main, module({ isEntry: true, importedIds: [ids.tree] })],
  [ids.tree, module({ importedIds: [ids.productsRoute, ids.adminRoute] })],
  [ids.productsRoute, module({ dynamicallyImportedIds: [ids.productsPage] })],
  [ids.productsPage, module({ importedIds: [ids.button], dynamicImporters: [ids.productsRoute] })],
  [ids.adminRoute, module({ dynamicallyImportedIds: [ids.adminPage, ids.adminGuard] })],
  [ids.adminGuard, module({ dynamicImporters: [ids.adminRoute] })],
  [
    ids.adminPage,
    module({
      importedIds: [ids.button],
      dynamicallyImportedIds: [ids.chart],
      dynamicImporters: [ids.adminRoute],
    }),
  ],
  [ids.chart, module({ dynamicImporters: [ids.adminPage] })],
  [ids.button, module()],
]);
const chunks = [
  chunk('index.js', {
    isEntry: true,
    moduleIds: [ids.main, ids.tree, ids.productsRoute, ids.adminRoute],
    dynamicImports: ['products.js', 'admin.js', 'admin-guard.js'],
    viteMetadata: { importedCss: new Set(['index.css']) },
  }),
  chunk('products.js', {
    facadeModuleId: ids.productsPage,
    moduleIds: [ids.productsPage],
    imports: ['button.js'],
  }),
  chunk('button.js', {
    moduleIds: [ids.button],
    viteMetadata: { importedCss: new Set(['button.css']) },
  }),
  chunk('admin.js', {
    facadeModuleId: ids.adminPage,
    moduleIds: [ids.adminPage],
    imports: ['button.js'],
    dynamicImports: ['chart.js'],
    viteMetadata: { importedCss: new Set(['admin.css', 'button.css']) },
  }),
  chunk('admin-guard.js', { facadeModuleId: ids.adminGuard, moduleIds: [ids.adminGuard] }),
  chunk('chart.js', {
    facadeModuleId: ids.chart,
    moduleIds: [ids.chart],
    viteMetadata: { importedCss: new Set(['chart.css']) },
  }),
];

describe('adminOnlyFiles', () => {
  it('leaves out what only the admin routes load, lazily or not, and keeps what the shop shares', () => {
    expect([...adminOnlyFiles(modules, chunks)].sort()).toEqual([
      'admin-guard.js',
      'admin.css',
      'admin.js',
      'chart.css',
      'chart.js',
    ]);
  });

  it('keeps a file the shop also imports lazily', () => {
    const shared = new Map(modules);
    shared.set(
      ids.productsRoute,
      module({ dynamicallyImportedIds: [ids.productsPage, ids.chart] }),
    );
    shared.set(ids.chart, module({ dynamicImporters: [ids.adminPage, ids.productsRoute] }));
    const withShopImport = chunks.map((output) =>
      output.fileName === 'index.js'
        ? { ...output, dynamicImports: [...output.dynamicImports, 'chart.js'] }
        : output,
    );
    expect(adminOnlyFiles(shared, withShopImport).has('chart.js')).toBe(false);
  });
});

describe('isAdminRouteModule', () => {
  it('matches the admin layout route and the routes under it only', () => {
    expect(isAdminRouteModule(`${src}/routes/admin.tsx`)).toBe(true);
    expect(
      isAdminRouteModule(`${src}/routes/admin/products/$id/edit.tsx?tsr-split=component`),
    ).toBe(true);
    expect(isAdminRouteModule(`${src}/routes/administrator.tsx`)).toBe(false);
    expect(isAdminRouteModule(`${src}/features/back-office/admin-areas.ts`)).toBe(false);
  });
});

describe('shopLaterFiles', () => {
  // The shop's pages beyond the core: a story page (route) and the chat (a lazily loaded part).
  const later = {
    aboutRoute: `${src}/routes/about.tsx`,
    aboutPage: `${src}/routes/about.tsx?tsr-split=component`,
    shell: `${src}/app/chat-slot.tsx`,
    chat: `${src}/features/chat/components/chat-widget.tsx`,
  };
  const graph = new Map(modules);
  graph.set(ids.main, module({ isEntry: true, importedIds: [ids.tree, later.shell] }));
  graph.set(
    ids.tree,
    module({ importedIds: [ids.productsRoute, ids.adminRoute, later.aboutRoute] }),
  );
  graph.set(later.aboutRoute, module({ dynamicallyImportedIds: [later.aboutPage] }));
  graph.set(
    later.aboutPage,
    module({ importedIds: [ids.button], dynamicImporters: [later.aboutRoute] }),
  );
  graph.set(later.shell, module({ dynamicallyImportedIds: [later.chat] }));
  graph.set(later.chat, module({ dynamicImporters: [later.shell] }));
  const output = [
    ...chunks.map((each) =>
      each.isEntry
        ? {
            ...each,
            moduleIds: [...each.moduleIds, later.aboutRoute, later.shell],
            dynamicImports: [...each.dynamicImports, 'about.js', 'chat.js'],
          }
        : each,
    ),
    chunk('about.js', {
      facadeModuleId: later.aboutPage,
      moduleIds: [later.aboutPage],
      imports: ['button.js'],
      viteMetadata: { importedCss: new Set(['about.css']) },
    }),
    chunk('chat.js', { facadeModuleId: later.chat, moduleIds: [later.chat] }),
  ];

  it('leaves out the later pages and parts, not what the core shares, nor the admin’s files', () => {
    const admin = adminOnlyFiles(graph, output);
    expect([...shopLaterFiles(graph, output, admin)].sort()).toEqual([
      'about.css',
      'about.js',
      'chat.js',
    ]);
    expect(admin.has('about.js')).toBe(false);
  });

  it('lists, of the later files, those the account pages need: their own and what they share', () => {
    // The checkout (an account page) shares a form library with the story page.
    const account = {
      checkoutRoute: `${src}/routes/checkout/index.tsx`,
      checkoutPage: `${src}/routes/checkout/index.tsx?tsr-split=component`,
      form: '/repo/node_modules/form/index.js',
    };
    const withAccount = new Map(graph);
    withAccount.set(
      ids.tree,
      module({
        importedIds: [ids.productsRoute, ids.adminRoute, later.aboutRoute, account.checkoutRoute],
      }),
    );
    withAccount.set(
      account.checkoutRoute,
      module({ dynamicallyImportedIds: [account.checkoutPage] }),
    );
    withAccount.set(
      account.checkoutPage,
      module({ importedIds: [account.form], dynamicImporters: [account.checkoutRoute] }),
    );
    withAccount.set(
      later.aboutPage,
      module({ importedIds: [ids.button, account.form], dynamicImporters: [later.aboutRoute] }),
    );
    withAccount.set(account.form, module());
    const withAccountOutput = [
      ...output.map((each) => {
        if (each.isEntry) {
          return {
            ...each,
            moduleIds: [...each.moduleIds, account.checkoutRoute],
            dynamicImports: [...each.dynamicImports, 'checkout.js'],
          };
        }
        return each.fileName === 'about.js'
          ? { ...each, imports: [...each.imports, 'form.js'] }
          : each;
      }),
      chunk('checkout.js', {
        facadeModuleId: account.checkoutPage,
        moduleIds: [account.checkoutPage],
        imports: ['form.js'],
      }),
      chunk('form.js', { moduleIds: [account.form] }),
    ];
    const admin = adminOnlyFiles(withAccount, withAccountOutput);
    const laterFiles = shopLaterFiles(withAccount, withAccountOutput, admin);
    expect([...laterFiles].sort()).toEqual([
      'about.css',
      'about.js',
      'chat.js',
      'checkout.js',
      'form.js',
    ]);
    expect([...accountFiles(withAccount, withAccountOutput, laterFiles)].sort()).toEqual([
      'checkout.js',
      'form.js',
    ]);
  });
});

describe('isLaterModule', () => {
  it('keeps the offline core’s routes and takes the others and the optional parts', () => {
    for (const core of [
      'routes/__root.tsx',
      'routes/index.tsx?tsr-split=component',
      'routes/cart.tsx',
      'routes/products/$slug.tsx?tsr-split=component',
      'routes/business.tsx',
      'features/cart/cart-page.tsx',
    ]) {
      expect(isLaterModule(`${src}/${core}`), core).toBe(false);
    }
    for (const later of [
      'routes/about.tsx',
      'routes/blog/$slug.tsx?tsr-split=component',
      'routes/login.tsx',
      'routes/account/orders.tsx',
      'routes/indexes.tsx',
      'features/chat/components/chat-widget.tsx',
      'features/quiz/components/quiz-dialog.tsx',
      'features/content/carousel/creations-carousel.tsx',
    ]) {
      expect(isLaterModule(`${src}/${later}`), later).toBe(true);
    }
  });
});

describe('isAccountRouteModule', () => {
  it('takes the checkout, orders and profile routes, and nothing else', () => {
    for (const account of [
      'routes/checkout/index.tsx?tsr-split=component',
      'routes/checkout/success/$sessionId.tsx',
      'routes/orders/in-attesa.tsx',
      'routes/orders/$orderNumber.tsx',
      'routes/profile.tsx',
    ]) {
      expect(isAccountRouteModule(`${src}/${account}`), account).toBe(true);
      expect(isLaterModule(`${src}/${account}`), account).toBe(true);
    }
    for (const other of [
      'routes/account/orders.tsx',
      'routes/login.tsx',
      'routes/cart.tsx',
      'features/checkout/checkout-page.tsx',
    ]) {
      expect(isAccountRouteModule(`${src}/${other}`), other).toBe(false);
    }
  });
});

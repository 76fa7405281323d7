// The import graph's rules (npm run lint). Type-only imports count: a cycle through types is still a
// cycle in the design, and tsPreCompilationDeps keeps them in the graph.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Modules import in one direction only; move what both sides need into a leaf module.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'client-not-server',
      severity: 'error',
      comment: 'The browser code never imports the server.',
      from: { path: '^client/' },
      to: { path: '^server/' },
    },
    {
      name: 'shared-is-a-leaf',
      severity: 'error',
      comment: 'shared/ is imported by both sides and imports neither.',
      from: { path: '^shared/' },
      to: { path: '^(client|server)/' },
    },
    {
      name: 'route-table-only-in-entries',
      severity: 'error',
      comment: 'Pages, components and layouts never reach the route table; only the entries import it.',
      from: { path: '^client/', pathNot: '^client/entry-(client|server)\\.tsx$' },
      to: { path: '^client/page-table\\.ts$' },
    },
    {
      name: 'page-data-only-on-the-server',
      severity: 'error',
      comment: 'What the server reads before a render stays out of the browser: only entry-server imports it.',
      from: { path: '^client/', pathNot: '^client/entry-server\\.tsx$' },
      to: { path: '^client/page-data\\.ts$' },
    },
    {
      name: 'page-calls-only-in-page-data',
      severity: 'error',
      comment: "A page's data.ts (its calls, required calls and status) is read by page-data.ts alone: imported anywhere else, it would bring its data modules and parsers into the browser's entry.",
      from: { path: '^client/', pathNot: '^client/page-data\\.ts$' },
      to: { path: '^client/pages/[^/]+/data\\.ts$' },
    },
    {
      name: 'pages-are-independent',
      severity: 'error',
      comment: 'A page folder imports shared pieces (components, data, layouts), never another page.',
      from: { path: '^client/pages/([^/]+)/' },
      to: { path: '^client/pages/', pathNot: '^client/pages/$1/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: '^(dist|node_modules|data|test-results|playwright-report)/' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
};
